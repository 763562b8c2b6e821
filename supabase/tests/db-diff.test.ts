/**
 * `npm run db:diff` on the PostgreSQL server (TEST_DATABASE_URL; on PGlite there is no second
 * database to diff): a change made in the schema files comes back as the statements that make
 * it, and those statements, added as a migration, leave nothing to diff.
 */
import { describe, expect, it } from 'vitest';
import { diffSchemasAgainstMigrations, migrationFileName } from '../../scripts/db-diff.ts';

describe('the migration file name', () => {
  it('keeps an assigned prefix, else puts the UTC time first', () => {
    expect(migrationFileName('20261203170200_search_tuning')).toBe(
      '20261203170200_search_tuning.sql',
    );
    expect(migrationFileName('search_tuning', new Date('2026-12-03T17:05:09Z'))).toBe(
      '20261203170509_search_tuning.sql',
    );
  });

  it('refuses a name that is not a plain file name', () => {
    expect(() => migrationFileName('../escape')).toThrow(/lower-case letters/);
    expect(() => migrationFileName('Search Tuning')).toThrow(/lower-case letters/);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

// Registered only with a server, as the other server suites are (CI's second `npm test` run).
if (serverUrl) {
  describe('the difference between the schema files and the migrations', () => {
    // A tuning step as a developer writes it in the schema files: one piece of the search
    // re-created, an index, a comment, a grant.
    const change = `
    create or replace function app_private.search_count(form app_private.search_form, cap int)
    returns bigint language plpgsql stable set search_path = '' as $$
    begin
      return (select count(*) from (select 1 from app_private.live_photo_search s
                                     where s.search_vector @@ form.query limit cap + 2) m);
    end
    $$;
    create index tags_uses_idx on public.tags (uses desc);
    comment on table public.tags is 'Tags, counted.';
    grant select on app_private.search_glossary to authenticated;
  `;

    it('is nothing for the files as they are, and the change for a changed schema', async () => {
      expect(await diffSchemasAgainstMigrations(serverUrl)).toBe('');
      const sql = await diffSchemasAgainstMigrations(serverUrl, { schemas: change });
      expect(sql).toMatch(/CREATE OR REPLACE FUNCTION app_private\.search_count\(/);
      expect(sql).toContain('limit cap + 2');
      expect(sql).toMatch(/CREATE INDEX tags_uses_idx ON public\.tags USING btree \(uses DESC\)/);
      expect(sql).toContain(`comment on table public.tags is 'Tags, counted.';`);
      expect(sql).toMatch(
        /grant select on table "app_private"\."search_glossary" to "authenticated"/i,
      );
      // Nothing else: the rest of the two databases is the same.
      expect(sql).not.toMatch(/search_photo_hits|similar_photo_hits|create table/i);
      // Applied as a new migration, it leaves no difference.
      expect(
        await diffSchemasAgainstMigrations(serverUrl, { schemas: change, migrations: sql }),
      ).toBe('');
    }, 300_000);
  });
}
