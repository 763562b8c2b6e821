import { useSyncExternalStore } from 'react';
import type { Profile } from '@contract/account.ts';

/**
 * The session as the browser sees it (spec section 4, Session): the server sets a readable
 * `user` cookie for 24 hours beside its HttpOnly session cookie. Its presence is "logged in";
 * its content is display data only (the server decides what the caller may do).
 */
export type SessionUser = Pick<
  Profile,
  'id' | 'email' | 'first_name' | 'last_name' | 'username' | 'role' | 'profile_photo'
>;

const USER_COOKIE = 'user';

function readUserCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${USER_COOKIE}=`));
  return entry ? entry.slice(USER_COOKIE.length + 1) : null;
}

let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

/** The signed-in user from the cookie, or null. A malformed cookie counts as signed out. */
export function currentUser(): SessionUser | null {
  const raw = readUserCookie();
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    cachedUser = raw ? (JSON.parse(decodeURIComponent(raw)) as SessionUser) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

const listeners = new Set<() => void>();

/** Tells subscribers to re-read the cookie (after login, a profile change, or logout). */
export function notifySessionChanged() {
  listeners.forEach((listener) => listener());
}

/** Ends the session on this side: the cookie goes, and every subscriber sees signed-out. */
export function clearSession() {
  document.cookie = `${USER_COOKIE}=; Max-Age=0; path=/`;
  notifySessionChanged();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes the cookie; re-read it when this tab comes back.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** The signed-in user (or null), re-rendering when the session changes. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, currentUser, () => null);
}
