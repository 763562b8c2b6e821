import type { Database, DatabaseDriver, Principal, Tx } from '../ports/database.ts';

/**
 * Builds the two ways in on top of a driver. The role names are constants, never taken from
 * input; the claims are passed as a parameter.
 */
export function createDatabase(driver: DatabaseDriver): Database {
  return {
    asUser<T>(principal: Principal | null, fn: (tx: Tx) => Promise<T>) {
      return driver.transaction(async (tx) => {
        const claims = principal
          ? { sub: principal.userId, email: principal.email, role: 'authenticated' }
          : { role: 'anon' };
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(claims),
        ]);
        await tx.query(principal ? 'set local role authenticated' : 'set local role anon');
        return fn(tx);
      });
    },
    asService<T>(fn: (tx: Tx) => Promise<T>) {
      return driver.transaction(async (tx) => {
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ role: 'service_role' }),
        ]);
        await tx.query('set local role service_role');
        return fn(tx);
      });
    },
    close: () => driver.close(),
  };
}
