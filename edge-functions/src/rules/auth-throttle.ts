import type { Context } from 'hono';
import type { Database } from '../ports/database.ts';
import { AppError } from '../lib/app-error.ts';
import { clientIp } from '../lib/client-ip.ts';
import { enforceRateLimit, rateLimitHits } from './rate-limit.ts';

/** Login failures allowed per account and per IP within the window (docs/security.md). */
export const LOGIN_FAILURES_MAX = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Reset and activation e-mails per address per hour. */
export const MAILS_PER_ADDRESS_MAX = 3;
/** Sign-ups per IP per hour. */
export const SIGNUPS_PER_IP_MAX = 10;
const HOUR = 60 * 60;

function loginKeys(c: Context, account: string | null): string[] {
  const keys = [`login:ip:${clientIp(c)}`];
  if (account) keys.push(`login:account:${account.toLowerCase()}`);
  return keys;
}

/**
 * Login throttling counts only failures, and checks before the password is tried: a blocked
 * account answers 429 even to the right password, so guessing on cannot reveal a hit.
 */
export function loginThrottle(db: Database, c: Context, account: string | null) {
  const keys = loginKeys(c, account);
  return {
    async assertOpen() {
      for (const key of keys) {
        if ((await rateLimitHits(db, key, LOGIN_WINDOW_SECONDS)) >= LOGIN_FAILURES_MAX) {
          throw new AppError('RATE_LIMITED');
        }
      }
    },
    async recordFailure() {
      for (const key of keys) {
        await enforceRateLimit(db, key, LOGIN_FAILURES_MAX, LOGIN_WINDOW_SECONDS);
      }
    },
  };
}

export function limitMailsToAddress(db: Database, purpose: 'reset' | 'activation', email: string) {
  return enforceRateLimit(
    db,
    `mail:${purpose}:${email.toLowerCase()}`,
    MAILS_PER_ADDRESS_MAX,
    HOUR,
  );
}

/** Availability look-ups per IP per 15 minutes: enough for a form, too few to sweep a list. */
export const LOOKUPS_PER_IP_MAX = 30;

export function limitLookups(db: Database, c: Context) {
  return enforceRateLimit(db, `lookup:ip:${clientIp(c)}`, LOOKUPS_PER_IP_MAX, 15 * 60);
}

export function limitSignUps(db: Database, c: Context) {
  return enforceRateLimit(db, `signup:ip:${clientIp(c)}`, SIGNUPS_PER_IP_MAX, HOUR);
}
