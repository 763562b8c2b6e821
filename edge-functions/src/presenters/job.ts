import type { AdminJob } from '../contract/admin.ts';
import type { DbColumns } from '../db/rows.ts';
import { isoTime } from './photo-detail.ts';

/** A background job as the admin console shows it (the Jobs tab, the Health tab's DEAD list). */
export const adminJobColumns = `id, kind, payload, status, attempts, max_attempts, run_after,
  last_error, result, created_at, updated_at`;

export type AdminJobRow = DbColumns<
  'jobs',
  | 'id'
  | 'kind'
  | 'payload'
  | 'status'
  | 'attempts'
  | 'max_attempts'
  | 'run_after'
  | 'last_error'
  | 'result'
  | 'created_at'
  | 'updated_at',
  'run_after' | 'created_at' | 'updated_at'
>;

export function toAdminJob(row: AdminJobRow): AdminJob {
  return {
    ...row,
    // Written only by completeJob, from a handler's counts.
    result: row.result as AdminJob['result'],
    run_after: isoTime(row.run_after),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}
