/**
 * Job kinds the API reads as well as the worker (the admin's health figures), outside worker/:
 * the request path imports nothing from the worker (app-runtime.test.ts), whose jobs bring sharp.
 */
export const SWEEP_JOB_KIND = 'sweep_storage';

/** A message of the mail outbox to send (worker/mail-jobs.ts; queued by its insert trigger). */
export const MAIL_JOB_KIND = 'send_mail';
