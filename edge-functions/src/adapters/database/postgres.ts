import postgres from 'postgres';
import type { DatabaseDriver, Statement, Tx } from '../../ports/database.ts';
import { numericOids } from './type-parsers.ts';

export interface PostgresOptions {
  url: string;
  /** false for Supabase's transaction pooler (port 6543), which cannot keep prepared statements. */
  prepare?: boolean;
  max?: number;
}

/** A Postgres server through postgres.js (Supabase, or any local server). */
export function createPostgresDriver(options: PostgresOptions): DatabaseDriver {
  const prepare = options.prepare ?? !/:6543\b/.test(options.url);
  const sql = postgres(options.url, {
    prepare,
    max: options.max ?? 10,
    onnotice: () => {},
    types: {
      int8: {
        to: numericOids.int8,
        from: [numericOids.int8],
        serialize: (value: number) => String(value),
        parse: (value: string) => Number(value),
      },
      numeric: {
        to: numericOids.numeric,
        from: [numericOids.numeric],
        serialize: (value: number) => String(value),
        parse: (value: string) => Number(value),
      },
    },
  });
  return {
    async transaction<T>(fn: (tx: Tx) => Promise<T>, opening?: Statement) {
      const connection = await sql.reserve();
      try {
        // `begin` and the opening go out with the first statement, without waiting for their
        // answers: one round trip where there were three (postgres.js pipelines a connection's
        // queries once each is prepared). Their errors still surface before any rows do.
        const start = {
          pending: Promise.all([
            connection.unsafe('begin').execute(),
            opening ? connection.unsafe(opening.text, opening.params as never[]).execute() : null,
          ]) as Promise<unknown> | null,
        };
        // Handled here so that a transaction that fails before its first statement leaves no
        // unhandled rejection; awaiting it below still throws.
        start.pending?.catch(() => {});
        const awaitStart = async () => {
          const pending = start.pending;
          start.pending = null;
          await pending;
        };
        const result = await fn({
          async query<R>(text: string, params: readonly unknown[] = []) {
            const rows = connection.unsafe(text, params as never[]).execute();
            if (start.pending) {
              const [start, answer] = await Promise.allSettled([awaitStart(), rows]);
              if (start.status === 'rejected') throw start.reason;
              if (answer.status === 'rejected') throw answer.reason;
            }
            return (await rows) as unknown as R[];
          },
        });
        if (start.pending) await awaitStart();
        await connection.unsafe('commit');
        return result;
      } catch (error) {
        // A broken connection cannot roll back; postgres.js drops it and the server aborts.
        await connection.unsafe('rollback').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    // `begin`, the opening, the statement and `commit` go out together: one round trip where
    // `transaction` takes two. Once all four are answered the transaction is over either way: a
    // failed step aborts it and the `commit` then ends it as a rollback (a broken connection is
    // dropped by postgres.js, and the server aborts).
    async statement<R>(text: string, params: readonly unknown[], opening?: Statement) {
      const connection = await sql.reserve();
      try {
        const steps = await Promise.allSettled([
          connection.unsafe('begin').execute(),
          opening ? connection.unsafe(opening.text, opening.params as never[]).execute() : null,
          connection.unsafe(text, params as never[]).execute(),
          connection.unsafe('commit').execute(),
        ]);
        // The first failure is the cause: the steps after it fail because of it.
        const failed = steps.find((step) => step.status === 'rejected');
        if (failed) throw failed.reason;
        return (steps[2] as PromiseFulfilledResult<unknown>).value as R[];
      } finally {
        connection.release();
      }
    },
    async runScript(script: string) {
      await sql.unsafe(script).simple();
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
