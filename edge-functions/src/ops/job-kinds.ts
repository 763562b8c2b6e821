/**
 * Job kinds the API reads as well as the worker (the admin's health figures), outside worker/:
 * the request path imports nothing from the worker (app-runtime.test.ts), whose jobs bring sharp.
 */
export const SWEEP_JOB_KIND = 'sweep_storage';
