import postgres from 'postgres';
import type { DatabaseDriver, Tx } from '../../ports/database.ts';
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
    transaction<T>(fn: (tx: Tx) => Promise<T>) {
      return sql.begin((inner) =>
        fn({
          async query<R>(text: string, params: readonly unknown[] = []) {
            const rows = await inner.unsafe(text, params as never[]);
            return rows as unknown as R[];
          },
        }),
      ) as Promise<T>;
    },
    async runScript(script: string) {
      await sql.unsafe(script).simple();
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
