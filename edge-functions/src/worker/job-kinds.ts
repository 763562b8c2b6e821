/**
 * Job kinds the API reads as well as the worker (the admin's health figures), apart from the
 * worker's code: the Edge Function must not import the jobs' modules, which bring sharp.
 */
export const SWEEP_JOB_KIND = 'sweep_storage';
