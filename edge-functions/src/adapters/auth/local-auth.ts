import bcrypt from 'bcryptjs';
import type { AuthPort } from '../../ports/auth.ts';
import type { Database } from '../../ports/database.ts';
import { randomToken, sha256 } from '../../lib/secure-token.ts';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A bcrypt hash of a random password: unknown e-mails are checked against it so that a login
 * takes as long whether or not the account exists (no enumeration by timing).
 */
const DUMMY_HASH = '$2b$10$CT.4YFDN9gZEF7jQvSX2sedHsYfL.aAQl.gfdiGFw1lFI3M09a6Yy';

interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
}

/**
 * Local auth: users are GoTrue-compatible rows in auth.users (bcrypt hashes, so seed.sql works
 * here and on Supabase); sessions are 256-bit random tokens stored hashed in app_private.sessions,
 * valid 24 h, revoked on logout.
 */
export function createLocalAuth(db: Database, now: () => Date = () => new Date()): AuthPort {
  return {
    async signInWithPassword(email, password) {
      const [user] = await db.asService((tx) =>
        tx.query<UserRow>(
          `select id, email, encrypted_password, email_confirmed_at
             from auth.users
            where lower(email) = lower($1) and deleted_at is null`,
          [email.trim()],
        ),
      );
      const hash = user?.encrypted_password || DUMMY_HASH;
      const matches = await bcrypt.compare(password, hash);
      if (!user || !user.encrypted_password || !matches) {
        return { ok: false, reason: 'WRONG_CREDENTIALS' };
      }
      if (!user.email_confirmed_at) return { ok: false, reason: 'EMAIL_NOT_VERIFIED' };
      const session = randomToken();
      const issuedAt = now();
      await db.asService(async (tx) => {
        await tx.query(
          `insert into app_private.sessions (token_hash, user_id, created_at, expires_at)
           values ($1, $2, $3, $4)`,
          [await sha256(session), user.id, issuedAt, new Date(issuedAt.getTime() + SESSION_TTL_MS)],
        );
        await tx.query('update auth.users set last_sign_in_at = $2 where id = $1', [
          user.id,
          issuedAt,
        ]);
      });
      return { ok: true, signedIn: { principal: { userId: user.id, email: user.email }, session } };
    },

    async resolveSession(session) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(session)) return null;
      const [row] = await db.asService(async (tx) =>
        tx.query<{ user_id: string; email: string }>(
          `select s.user_id, u.email
             from app_private.sessions s join auth.users u on u.id = s.user_id
            where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2
              and u.deleted_at is null`,
          [await sha256(session), now()],
        ),
      );
      return row ? { principal: { userId: row.user_id, email: row.email } } : null;
    },

    async signOut(session) {
      await db.asService(async (tx) =>
        tx.query(
          'update app_private.sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null',
          [await sha256(session), now()],
        ),
      );
    },
  };
}
