import { removePartialFiles } from '../adapters/storage/disk.ts';
import type { Logger } from '../lib/logger.ts';
import type { Database } from '../ports/database.ts';
import { requeueRunningJobs } from '../worker/job-queue.ts';

/**
 * What a dead process (SIGKILL, crash) left half done under a DATA_DIR whose embedded database
 * this process now holds alone (decision 22): a job still RUNNING (a mail's send_mail too) goes
 * back to the queue at once, not after a timeout, and the temp files of writes it never finished
 * (`*.part`) are removed at once, not after the storage sweep's grace period (decision 23). Each
 * is logged with its count.
 */
export async function clearDeadProcessLeftovers({
  db,
  storageRoot,
  logger,
}: {
  db: Database;
  storageRoot: string;
  logger: Logger;
}): Promise<void> {
  const requeued = await requeueRunningJobs(db);
  if (requeued.queued + requeued.dead > 0) {
    logger.info('jobs left running by the last process', requeued);
  }
  const files = await removePartialFiles(storageRoot);
  if (files > 0) logger.info('partial files left by the last process removed', { files });
}
