import type { Database } from './database.types.ts';

type PublicTables = Database['public']['Tables'];
type GeneratedRow<T extends keyof PublicTables> = PublicTables[T]['Row'];

/**
 * A row of a public table as the database drivers answer it, built from the types
 * `supabase gen types` makes of the migrations (database.types.ts, `npm run db:types`): a
 * migration that drops, renames or retypes a column the code reads breaks the typecheck, not
 * production. The generated types describe PostgREST's JSON, where timestamps are strings; the
 * drivers answer them as Date, so name a row's timestamp columns in `Dates`.
 */
export type DbRow<T extends keyof PublicTables, Dates extends keyof GeneratedRow<T> = never> = {
  [K in keyof GeneratedRow<T>]: K extends Dates
    ? Exclude<GeneratedRow<T>[K], string> | Date
    : GeneratedRow<T>[K];
};

/** The named columns of a table's row (see DbRow). */
export type DbColumns<
  T extends keyof PublicTables,
  K extends keyof GeneratedRow<T>,
  Dates extends keyof GeneratedRow<T> = never,
> = Pick<DbRow<T, Dates>, K>;
