import type { MailSender } from '../mail/mail-sender.ts';
import type { Database } from '../ports/database.ts';
import type { Storage } from '../ports/storage.ts';

/**
 * What every job handler gets and is: a level below the jobs themselves, so the photo jobs and
 * the jobs they call (fingerprints) import each other's types without a circle.
 */
export interface PhotoJobDeps {
  db: Database;
  storage: Storage;
  /**
   * The site's public origin: public files name their licence page in their rights metadata
   * (media/rights-metadata.ts). Without it (tests about other things) files carry no metadata.
   */
  siteUrl?: string;
  /** The mail port, for send_mail jobs; a worker without one leaves them to a worker with one. */
  mail?: MailSender;
}

/** A job's work; it may answer counts for the worker's log line (the storage sweep does). */
export type JobHandler = (
  deps: PhotoJobDeps,
  payload: Record<string, unknown>,
) => Promise<void | Record<string, number>>;
