import type { Principal } from './database.ts';

/**
 * The auth port: local (GoTrue-compatible rows in auth.users, server-side sessions) or Supabase
 * Auth. The API only ever holds an opaque session value in an HttpOnly cookie; the adapter knows
 * what it means.
 */
export interface SignedIn {
  principal: Principal;
  /** The value for the session cookie. */
  session: string;
}

export type SignInFailure = 'WRONG_CREDENTIALS' | 'EMAIL_NOT_VERIFIED';

export interface AuthPort {
  signInWithPassword(
    email: string,
    password: string,
  ): Promise<{ ok: true; signedIn: SignedIn } | { ok: false; reason: SignInFailure }>;
  /**
   * The principal behind a session cookie, or null when it is unknown, expired or revoked.
   * `renewed` is a new cookie value when the adapter had to refresh the session.
   */
  resolveSession(session: string): Promise<{ principal: Principal; renewed?: string } | null>;
  signOut(session: string): Promise<void>;
}
