import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/**
 * The two ways into the database on the driver under test (PGlite, or the server named by
 * TEST_DATABASE_URL, whose driver sends a transaction's start and the caller's role together
 * with its first statement): each statement sees its caller, and a failure leaves nothing.
 */
describe('database transactions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const whoAmI = `select current_user as role, current_setting('request.jwt.claims') as claims`;

  it('runs the first statement already as the caller, with their claims', async () => {
    const visitor = await database.db.asUser(null, (tx) => tx.query(whoAmI));
    expect(visitor).toEqual([{ role: 'anon', claims: '{"role":"anon"}' }]);
    const user = { userId: '0b9a7c53-5a3f-4b8e-9a54-5d7d2f1b0c11', email: 'nimal@example.com' };
    const [member] = await database.db.asUser(user, (tx) =>
      tx.query<{ role: string; claims: string }>(whoAmI),
    );
    expect(member!.role).toBe('authenticated');
    expect(JSON.parse(member!.claims)).toMatchObject({ sub: user.userId, email: user.email });
    const service = await database.db.asService((tx) =>
      tx.query<{ role: string }>('select current_user as role'),
    );
    expect(service).toEqual([{ role: 'service_role' }]);
  });

  it('keeps the role for every statement, also when the first ones are sent at once', async () => {
    const roles = await database.db.asUser(null, async (tx) => {
      const first = await Promise.all([tx.query(whoAmI), tx.query(whoAmI)]);
      const later = await tx.query(whoAmI);
      return [...first, later].map((rows) => (rows[0] as { role: string }).role);
    });
    expect(roles).toEqual(['anon', 'anon', 'anon']);
  });

  it('rolls back what a transaction wrote when a later statement fails', async () => {
    const key = `test_rollback_${Date.now()}`;
    await expect(
      database.db.asService(async (tx) => {
        await tx.query(`insert into public.settings (key, value) values ($1, '1')`, [key]);
        await tx.query('select * from no_such_table');
      }),
    ).rejects.toThrow(/no_such_table/);
    const left = await database.db.asService((tx) =>
      tx.query('select key from public.settings where key = $1', [key]),
    );
    expect(left).toEqual([]);
  });

  it('refuses what the caller may not do, and the next transactions still work', async () => {
    // More failures than the server driver keeps connections: each one must be given back.
    for (let attempt = 0; attempt < 12; attempt++) {
      await expect(
        database.db.asUser(null, (tx) =>
          tx.query(`insert into public.settings (key, value) values ('x', '1')`),
        ),
      ).rejects.toThrow(/permission denied/);
    }
    const value = await database.db.asService(async (tx) => {
      await tx.query(`insert into public.settings (key, value) values ('test_after', '2')`);
      return tx.query<{ value: number }>(
        `select value from public.settings where key = 'test_after'`,
      );
    });
    expect(value).toEqual([{ value: 2 }]);
  });

  it('runs a single statement as the caller, begun, run and committed in one go', async () => {
    await expect(database.db.queryAsUser(null, whoAmI)).resolves.toEqual([
      { role: 'anon', claims: '{"role":"anon"}' },
    ]);
    const user = { userId: '0b9a7c53-5a3f-4b8e-9a54-5d7d2f1b0c11', email: 'nimal@example.com' };
    const [member] = await database.db.queryAsUser<{ role: string }>(user, whoAmI);
    expect(member!.role).toBe('authenticated');
  });

  it("answers a single statement's failure, and the next statements still work", async () => {
    // More failures than the server driver keeps connections: each one must be given back.
    for (let attempt = 0; attempt < 12; attempt++) {
      await expect(
        database.db.queryAsUser(null, `insert into public.settings (key, value) values ('x', '1')`),
      ).rejects.toThrow(/permission denied/);
      await expect(database.db.queryAsUser(null, 'select * from no_such_table')).rejects.toThrow(
        /no_such_table/,
      );
    }
    await expect(database.db.queryAsUser(null, whoAmI)).resolves.toEqual([
      { role: 'anon', claims: '{"role":"anon"}' },
    ]);
  });

  it('completes a transaction that ran no statement', async () => {
    await expect(database.db.asUser(null, async () => 'nothing asked')).resolves.toBe(
      'nothing asked',
    );
  });
});
