import type { Database, DatabaseDriver, Principal, Statement, Tx } from '../ports/database.ts';

/** The only roles a transaction may take; never taken from input. */
type RequestRole = 'anon' | 'authenticated' | 'service_role';

/**
 * Claims and role in one statement, as PostgREST does: `set_config('role', ..., true)` is
 * `set local role`. The driver sends it with the transaction's first statement (decision 24).
 */
function becomeRole(role: RequestRole, claims: Record<string, string>): Statement {
  return {
    text: "select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)",
    params: [JSON.stringify(claims), role],
  };
}

function callerRole(principal: Principal | null): Statement {
  return principal
    ? becomeRole('authenticated', {
        sub: principal.userId,
        email: principal.email,
        role: 'authenticated',
      })
    : becomeRole('anon', { role: 'anon' });
}

/** Builds the two ways in on top of a driver. */
export function createDatabase(driver: DatabaseDriver): Database {
  return {
    asUser<T>(principal: Principal | null, fn: (tx: Tx) => Promise<T>) {
      return driver.transaction(fn, callerRole(principal));
    },
    queryAsUser<T>(principal: Principal | null, text: string, params: readonly unknown[] = []) {
      return driver.statement<T>(text, params, callerRole(principal));
    },
    asService<T>(fn: (tx: Tx) => Promise<T>) {
      return driver.transaction(fn, becomeRole('service_role', { role: 'service_role' }));
    },
    close: () => driver.close(),
  };
}

/**
 * Statements on GoTrue's tables, for local auth only, which plays GoTrue's part: each runs as
 * GoTrue's own role (supabase_auth_admin, the owner of auth.*), then the service transaction
 * goes back to service_role, which has no grant on auth.* (as on Supabase). A failed statement
 * aborts the transaction, so there is nothing to switch back then.
 */
export function asGoTrue(tx: Tx): Tx {
  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      await tx.query("select set_config('role', 'supabase_auth_admin', true)");
      const rows = await tx.query<T>(text, params);
      await tx.query("select set_config('role', 'service_role', true)");
      return rows;
    },
  };
}
