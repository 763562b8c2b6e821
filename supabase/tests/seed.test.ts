/**
 * The demo seed applies cleanly after the migrations, on PGlite and (with TEST_DATABASE_URL) on a
 * Postgres server, and gives the demo what it promises: four users who can sign in with
 * `password123`, 40+ photos, a creator with enough live free photos for rule 1306.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDriver } from '../../edge-functions/src/adapters/database/pglite.ts';
import { createPostgresDriver } from '../../edge-functions/src/adapters/database/postgres.ts';
import { bootstrapDatabase } from '../../edge-functions/src/db/bootstrap.ts';
import type { DatabaseDriver } from '../../edge-functions/src/ports/database.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

const creator = '00000000-0000-4000-8000-000000000002';
const newCreator = '00000000-0000-4000-8000-000000000003';

function defineSeedChecks(
  label: string,
  open: () => Promise<{ driver: DatabaseDriver; close: () => Promise<void> }>,
) {
  describe(`seed.sql on ${label}`, () => {
    let driver: DatabaseDriver;
    let close: (() => Promise<void>) | undefined;
    let applied: string[];
    const query = <T>(sql: string, params: unknown[] = []) =>
      driver.transaction((tx) => tx.query<T>(sql, params));

    beforeAll(async () => {
      ({ driver, close } = await open());
      applied = await bootstrapDatabase(driver, { seed: true });
    });
    afterAll(async () => {
      await close?.();
    });

    it('applies after compat and every migration', () => {
      expect(applied.at(-1)).toBe('seed.sql');
      expect(applied.filter((name) => name.startsWith('migrations/')).length).toBeGreaterThan(5);
    });

    it('creates four confirmed GoTrue users whose bcrypt hashes verify password123', async () => {
      const rows = await query<{
        email: string;
        role: string;
        ok: boolean;
        confirmed: boolean;
        tokens: string;
      }>(
        `select u.email, p.role::text as role,
                extensions.crypt('password123', u.encrypted_password) = u.encrypted_password as ok,
                u.email_confirmed_at is not null as confirmed,
                u.confirmation_token || u.recovery_token || u.email_change_token_new as tokens
           from auth.users u join public.profiles p on p.id = u.id order by u.email`,
      );
      expect(rows).toEqual([
        { email: 'admin@example.com', role: 'ADMIN', ok: true, confirmed: true, tokens: '' },
        { email: 'buyer@example.com', role: 'USER', ok: true, confirmed: true, tokens: '' },
        { email: 'creator@example.com', role: 'CREATOR', ok: true, confirmed: true, tokens: '' },
        { email: 'newcreator@example.com', role: 'CREATOR', ok: true, confirmed: true, tokens: '' },
      ]);
      const [wrong] = await query<{ ok: boolean }>(
        `select extensions.crypt('wrong-password', encrypted_password) = encrypted_password as ok
           from auth.users where email = 'creator@example.com'`,
      );
      expect(wrong?.ok).toBe(false);
      const [identities] = await query<{ n: number }>(
        'select count(*)::int as n from auth.identities',
      );
      expect(identities?.n).toBe(4);
    });

    it('holds 40+ photos, mostly published, with a free/paid mix only the verified creator sells', async () => {
      const [counts] = await query<{
        total: number;
        accepted: number;
        paid: number;
        paid_unverified: number;
      }>(
        `select count(*)::int as total,
                count(*) filter (where status = 'ACCEPTED')::int as accepted,
                count(*) filter (where not free_download)::int as paid,
                count(*) filter (where not free_download and owner_id = $1)::int as paid_unverified
           from public.photos`,
        [newCreator],
      );
      expect(counts?.total).toBeGreaterThanOrEqual(40);
      expect(counts?.accepted).toBeGreaterThanOrEqual(30);
      expect(counts?.paid).toBeGreaterThan(0);
      expect(counts?.paid_unverified).toBe(0);
      const statuses = await query<{ status: string }>(
        'select s::text as status from (select distinct status as s from public.photos) d order by s',
      );
      expect(statuses.map((row) => row.status)).toEqual([
        'UPLOADED',
        'IN_REVIEW',
        'ACCEPTED',
        'UNPUBLISHED',
      ]);
    });

    it('gives the creator more than the 5 live free photos rule 1306 asks for', async () => {
      const [row] = await query<{ n: number }>(
        `select count(*)::int as n from public.photos p join public.albums a on a.id = p.album_id
          where p.owner_id = $1 and p.status = 'ACCEPTED' and p.free_download and not a.deleted`,
        [creator],
      );
      expect(row?.n).toBeGreaterThan(5);
    });

    it('shows visitors published photos only and makes them searchable', async () => {
      const visible = await driver.transaction(async (tx) => {
        await tx.query('set local role anon');
        return tx.query<{ n: number }>('select count(*)::int as n from public.photos');
      });
      const [live] = await query<{ n: number }>(
        `select count(*)::int as n from public.photos p join public.albums a on a.id = p.album_id
          where p.status = 'ACCEPTED' and not a.deleted`,
      );
      expect(visible[0]?.n).toBe(live?.n);
      const found = await query<{ name: string }>(
        `select name from public.photos where search_vector @@ public.photo_search_query('sigiriya')`,
      );
      expect(found.length).toBeGreaterThanOrEqual(3);
      const [tag] = await query<{ uses: number }>(
        `select uses from public.tags where tag = 'ella'`,
      );
      expect(tag?.uses).toBeGreaterThanOrEqual(3);
    });

    it('queues an owner thumbnail per photo and no publishing jobs', async () => {
      const jobs = await query<{ kind: string; n: number }>(
        'select kind, count(*)::int as n from public.jobs group by kind order by kind',
      );
      const [photos] = await query<{ n: number }>('select count(*)::int as n from public.photos');
      expect(jobs).toEqual([{ kind: 'owner_thumbnail', n: photos?.n }]);
    });

    it("counts the buyer's favourites as likes and keeps the standard price setting", async () => {
      const [likes] = await query<{ n: number }>(
        'select sum(like_count)::int as n from public.photos',
      );
      const [favourites] = await query<{ n: number }>(
        'select count(*)::int as n from public.favourites',
      );
      expect(likes?.n).toBe(favourites?.n);
      const [price] = await query<{ value: number }>(
        `select value::text::int as value from public.settings where key = 'standard_licence_price_cents'`,
      );
      expect(price?.value).toBe(250000);
    });
  });
}

defineSeedChecks('PGlite', async () => {
  const driver = await createPgliteDriver();
  return { driver, close: () => driver.close() };
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  defineSeedChecks('a Postgres server', async () => {
    const database = await createThrowawayDatabase(serverUrl);
    const driver = createPostgresDriver({ url: database.url, max: 2 });
    return {
      driver,
      async close() {
        await driver.close();
        await database.drop();
      },
    };
  });
}
