import { describe, expect, it } from 'vitest';
import { createProductionDeps, poolerWarning } from './production-deps.ts';

const supabase = {
  SUPABASE_URL: 'https://abcd.supabase.co',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  DATABASE_URL: 'postgres://postgres.abcd:pw@aws-0-eu.pooler.supabase.com:6543/postgres',
};

describe('the edge function start-up', () => {
  it('refuses to start without APP_SECRET: isolates would each invent their own', () => {
    expect(() => createProductionDeps(supabase)).toThrow(/APP_SECRET/);
  });

  it('refuses to start without Supabase keys unless told to run self-hosted', () => {
    expect(() =>
      createProductionDeps({ DATABASE_URL: supabase.DATABASE_URL, APP_SECRET: 'x'.repeat(40) }),
    ).toThrow(/SUPABASE_URL/);
  });

  it('starts with the keys, the secret and the pooler URL', async () => {
    const deps = createProductionDeps({ ...supabase, APP_SECRET: 'x'.repeat(40) });
    expect(deps.config.mode).toBe('production');
    await deps.db.close();
  });

  it('says so when the database URL is not the transaction pooler', () => {
    expect(poolerWarning(supabase.DATABASE_URL)).toBeUndefined();
    expect(poolerWarning('postgres://postgres:pw@db.abcd.supabase.co:5432/postgres')).toMatch(
      /port 5432, not the transaction pooler \(:6543\)/,
    );
    expect(poolerWarning('postgres://postgres:pw@db.abcd.supabase.co/postgres')).toMatch(
      /port 5432/,
    );
  });
});
