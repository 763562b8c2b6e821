/**
 * The database port. Exactly two ways in (decision 2 in docs/decisions/):
 * - `asUser(principal, fn)`: one transaction as PostgREST runs it, with `request.jwt.claims` set
 *   and `set local role authenticated|anon`, so RLS and triggers see the caller.
 * - `asService(fn)`: one transaction as `service_role`, for webhooks, the worker and jobs that
 *   act for the marketplace itself.
 */
export type Row = Record<string, unknown>;

export interface Tx {
  /** Runs one statement with `$1`-style parameters and answers its rows. */
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

/** Who is calling: a signed-in user (null = anonymous visitor). */
export interface Principal {
  userId: string;
  email: string;
}

export interface Database {
  asUser<T>(principal: Principal | null, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One statement as the caller, in a transaction of its own: what `asUser(principal, (tx) =>
   * tx.query(text, params))` does, but a driver over a network sends the transaction's start,
   * the caller's role, the statement and the commit together, in one round trip.
   */
  queryAsUser<T = Row>(
    principal: Principal | null,
    text: string,
    params?: readonly unknown[],
  ): Promise<T[]>;
  asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A statement a transaction runs before anything else (the caller's claims and role). */
export interface Statement {
  text: string;
  params: readonly unknown[];
}

/** What a driver supplies; `createDatabase` builds the two ways in on top of it. */
export interface DatabaseDriver {
  /**
   * Runs `fn` in one transaction that first runs `opening`. A driver over a network may send the
   * transaction's start and `opening` together with the first statement of `fn`.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>, opening?: Statement): Promise<T>;
  /** `transaction((tx) => tx.query(text, params), opening)`, sent at once where that helps. */
  statement<T>(text: string, params: readonly unknown[], opening?: Statement): Promise<T[]>;
  /** Runs a multi-statement script outside any role switch (migrations and seed only). */
  runScript(sql: string): Promise<void>;
  close(): Promise<void>;
}
