import type { Language } from '../contract/languages.ts';
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
export type SocialProvider = 'GOOGLE' | 'FACEBOOK';
/**
 * Why a social sign-in failed: the token itself, the profile behind it (no verified e-mail), or a
 * provider that this adapter signs in only through the OAuth redirect (Facebook with Supabase).
 */
export type SocialFailure =
  'SOCIAL_TOKEN_REJECTED' | 'SOCIAL_PROFILE_UNUSABLE' | 'EMAIL_TAKEN' | 'SOCIAL_REDIRECT_REQUIRED';

/** Providers signed in with a browser redirect through the auth service (OAuth code + PKCE). */
export type RedirectProvider = 'facebook';

/**
 * The OAuth redirect flow, offered only by adapters whose auth service runs it (Supabase Auth).
 * The caller keeps the PKCE verifier; the adapter only builds the URL and redeems the code.
 */
export interface OAuthRedirects {
  /** Where the browser goes to sign in; the service sends it back to `redirectTo` with `code`. */
  authorizeUrl(provider: RedirectProvider, redirectTo: string, codeChallenge: string): string;
  /** Redeems the code with the verifier; REFUSED for a used, forged or mismatched one. */
  exchangeCode(
    code: string,
    codeVerifier: string,
  ): Promise<Outcome<SignedIn, 'OAUTH_REFUSED' | 'SOCIAL_PROFILE_UNUSABLE'>>;
}

/** Where the links in auth e-mails point (built per request from the configured origins). */
export interface AuthLinks {
  activation(token: string): string;
  passwordReset(token: string): string;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The language of the account's e-mails, the activation mail included (profiles.language). */
  language: Language;
  /** Extra sign-up facts kept in the user's metadata (is_creator intent, ref_code). */
  metadata: Record<string, string | boolean>;
}

/** A user's bearer token for storage and when it stops being accepted. */
export interface StorageToken {
  token: string;
  expiresAt: Date;
}

export type Outcome<T, E extends string> = { ok: true; value: T } | { ok: false; reason: E };

export interface AuthPort {
  signInWithPassword(
    email: string,
    password: string,
  ): Promise<{ ok: true; signedIn: SignedIn } | { ok: false; reason: SignInFailure }>;
  /**
   * Signs in with a provider's token, creating the account (confirmed) on first use. With
   * `newAccountOnly` an address that already has an account answers EMAIL_TAKEN (sign-up).
   */
  signInWithSocial(
    provider: SocialProvider,
    token: string,
    options: { newAccountOnly: boolean },
  ): Promise<Outcome<SignedIn, SocialFailure>>;
  /** Creates an unconfirmed account and sends the activation e-mail. */
  signUp(
    account: NewAccount,
    links: AuthLinks,
  ): Promise<Outcome<{ userId: string; activationRequired: boolean }, 'EMAIL_TAKEN'>>;
  /** Confirms the address behind an activation token; false when used, expired or forged. */
  confirmEmail(token: string): Promise<boolean>;
  /** Sends a new activation e-mail when the address has an unconfirmed account; silent otherwise. */
  resendActivation(email: string, links: AuthLinks): Promise<void>;
  /** Sends a password-reset e-mail when the address has an account; silent otherwise. */
  requestPasswordReset(email: string, links: AuthLinks): Promise<void>;
  /** Sets a new password from a reset token and ends every session of that user. */
  resetPassword(token: string, password: string): Promise<boolean>;
  /** Whether an account uses the address (the spec's social sign-in flow asks first). */
  emailRegistered(email: string): Promise<boolean>;
  /**
   * The principal behind a session cookie, or null when it is unknown, expired or revoked.
   * `renewed` is a new cookie value when the adapter had to refresh the session.
   */
  resolveSession(session: string): Promise<{ principal: Principal; renewed?: string } | null>;
  signOut(session: string): Promise<void>;
  /**
   * The bearer token storage accepts for this session's user (resumable uploads straight to the
   * bucket, decision 49): Supabase Auth's access token, or the local stand-in JWT. Null when
   * the session is not alive.
   */
  storageToken(session: string): Promise<StorageToken | null>;
  /** Present only when the adapter signs in through OAuth redirects (Supabase mode). */
  oauth?: OAuthRedirects;
}
