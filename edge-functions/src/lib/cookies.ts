import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** Cookie names and attributes in one place (docs/security.md explains each). */
export const SESSION_COOKIE = 'lk_session';
export const BROWSER_COOKIE = 'lk_browser';
/** The spec's client-readable cookie that tells the web app it is logged in (display data only). */
export const USER_COOKIE = 'user';
export const DAY_SECONDS = 24 * 60 * 60;

/** Whether the browser reached the API over https (directly or behind a TLS proxy). */
export function isSecureRequest(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, name);
}

export function setSessionCookie(c: Context, value: string) {
  setCookie(c, SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    path: '/',
    maxAge: DAY_SECONDS,
  });
}

export interface UserCookie {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  username: string | null;
  role: string;
  profile_photo: string | null;
}

export function setUserCookie(c: Context, user: UserCookie) {
  setCookie(c, USER_COOKIE, JSON.stringify(user), {
    httpOnly: false,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    path: '/',
    maxAge: DAY_SECONDS,
  });
}

export function clearAuthCookies(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureRequest(c) });
  deleteCookie(c, USER_COOKIE, { path: '/', secure: isSecureRequest(c) });
}

/** A long-lived random id for this browser; CSRF tokens are bound to it. */
export function setBrowserCookie(c: Context, value: string) {
  setCookie(c, BROWSER_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    path: '/',
    maxAge: 365 * DAY_SECONDS,
  });
}
