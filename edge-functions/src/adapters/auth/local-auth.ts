import bcrypt from 'bcryptjs';
import type { AppConfig } from '../../config.ts';
import type { AuthLinks, AuthPort, SignedIn } from '../../ports/auth.ts';
import type { Database, Tx } from '../../ports/database.ts';
import { asGoTrue } from '../../db/database.ts';
import { randomToken, sha256, sha256Hex } from '../../lib/secure-token.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { activationMail, passwordResetMail } from '../../mail/auth-templates.ts';
import { recipientLanguage } from '../../mail/recipient-language.ts';
import type { Language } from '../../contract/languages.ts';
import { createSocialVerifier, type SocialIdentity } from './social-identity.ts';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RECOVERY_TTL_MS = 60 * 60 * 1000;
/** GoTrue's bcrypt cost, so hashes made here and by Supabase are interchangeable. */
const BCRYPT_COST = 10;

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
  first_name: string;
}

const userColumns = `u.id, u.email, u.encrypted_password, u.email_confirmed_at,
  coalesce(u.raw_user_meta_data ->> 'first_name', '') as first_name`;

async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await asGoTrue(tx).query<UserRow>(
    `select ${userColumns} from auth.users u
      where lower(u.email) = lower($1) and u.deleted_at is null
      for update`,
    [email.trim()],
  );
  return user;
}

/**
 * Local auth plays GoTrue's part on the same tables: users are rows in auth.users (bcrypt hashes,
 * so seed.sql works here and on Supabase), identities in auth.identities, written as GoTrue's
 * own role (`asGoTrue`): service_role has no grant on them, as on Supabase. One-time tokens
 * (activation, recovery) are stored only as their SHA-256 in GoTrue's token columns; sessions are
 * 256-bit random tokens stored hashed in app_private.sessions, valid 24 h, revoked on logout.
 * Every change and the e-mail it causes commit in one service transaction (the outbox).
 */
export function createLocalAuth(
  db: Database,
  now: () => Date = () => new Date(),
  social: AppConfig['social'] = { google: undefined, facebook: undefined, standIn: undefined },
  socialFetch: typeof fetch = fetch,
): Omit<AuthPort, 'storageToken'> {
  const verifier = createSocialVerifier(social, now, socialFetch);

  async function startSession(tx: Tx, user: { id: string; email: string }): Promise<SignedIn> {
    const session = randomToken();
    const issuedAt = now();
    await tx.query(
      `insert into app_private.sessions (token_hash, user_id, created_at, expires_at)
       values ($1, $2, $3, $4)`,
      [await sha256(session), user.id, issuedAt, new Date(issuedAt.getTime() + SESSION_TTL_MS)],
    );
    await asGoTrue(tx).query('update auth.users set last_sign_in_at = $2 where id = $1', [
      user.id,
      issuedAt,
    ]);
    return { principal: { userId: user.id, email: user.email }, session };
  }

  /** A one-time token: the mail gets the token, the row only its hash. */
  async function newOneTimeToken() {
    const token = randomToken();
    return { token, hash: await sha256Hex(token) };
  }

  async function sendActivation(tx: Tx, user: UserRow, links: AuthLinks, language: Language) {
    const { token, hash } = await newOneTimeToken();
    await asGoTrue(tx).query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = $3 where id = $1`,
      [user.id, hash, now()],
    );
    await enqueueMail(
      tx,
      activationMail(language, user.email, user.first_name, links.activation(token)),
    );
  }

  async function createUser(
    tx: Tx,
    fields: {
      email: string;
      passwordHash: string | null;
      confirmed: boolean;
      provider: 'email' | SocialIdentity['provider'];
      providerId?: string;
      metadata: Record<string, string | boolean>;
    },
  ): Promise<UserRow> {
    const at = now();
    const [user] = await asGoTrue(tx).query<UserRow>(
      // JSON goes in as text and is cast in SQL: drivers differ in how they encode a jsonb parameter.
      `insert into auth.users as u (instance_id, id, aud, role, email, encrypted_password,
              email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
               'authenticated', $1, $2, $3, $4::text::jsonb, $5::text::jsonb, $6, $6)
       returning ${userColumns}`,
      [
        fields.email,
        fields.passwordHash,
        fields.confirmed ? at : null,
        JSON.stringify({ provider: fields.provider, providers: [fields.provider] }),
        JSON.stringify(fields.metadata),
        at,
      ],
    );
    await linkIdentity(tx, user!, fields.provider, fields.providerId ?? user!.id);
    return user!;
  }

  async function linkIdentity(tx: Tx, user: UserRow, provider: string, providerId: string) {
    const at = now();
    await asGoTrue(tx).query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at,
              updated_at, last_sign_in_at)
       values ($1, $2, $3::text::jsonb, $4, $5, $5, $5)
       on conflict (provider_id, provider) do update set last_sign_in_at = excluded.last_sign_in_at`,
      [
        providerId,
        user.id,
        JSON.stringify({
          sub: providerId,
          email: user.email,
          email_verified: provider !== 'email',
        }),
        provider,
        at,
      ],
    );
  }

  return {
    async signInWithPassword(email, password) {
      const [user] = await db.asService((tx) =>
        asGoTrue(tx).query<UserRow>(
          `select ${userColumns} from auth.users u
            where lower(u.email) = lower($1) and u.deleted_at is null`,
          [email.trim()],
        ),
      );
      const hash = user?.encrypted_password || DUMMY_HASH;
      const matches = await bcrypt.compare(password, hash);
      if (!user || !user.encrypted_password || !matches) {
        return { ok: false, reason: 'WRONG_CREDENTIALS' };
      }
      if (!user.email_confirmed_at) return { ok: false, reason: 'EMAIL_NOT_VERIFIED' };
      return { ok: true, signedIn: await db.asService((tx) => startSession(tx, user)) };
    },

    async signInWithSocial(provider, token, { newAccountOnly }) {
      const verified = await verifier.verify(provider, token);
      if (!verified.ok) return verified;
      const identity = verified.value;
      return db.asService(async (tx) => {
        const [linked] = await asGoTrue(tx).query<UserRow>(
          `select ${userColumns} from auth.identities i join auth.users u on u.id = i.user_id
            where i.provider = $1 and i.provider_id = $2 and u.deleted_at is null`,
          [identity.provider, identity.providerId],
        );
        let user = linked ?? (await findUserByEmail(tx, identity.email));
        if (user && newAccountOnly) return { ok: false, reason: 'EMAIL_TAKEN' } as const;
        if (!user) {
          user = await createUser(tx, {
            email: identity.email,
            passwordHash: null,
            confirmed: true,
            provider: identity.provider,
            providerId: identity.providerId,
            metadata: { first_name: identity.firstName, last_name: identity.lastName },
          });
        } else if (!linked) {
          // The provider vouches for the address, so it may join the existing account, and the
          // address counts as confirmed from now on. A password set by someone who never proved
          // the address is dropped: otherwise a squatter could pre-register the victim's e-mail
          // and keep a way into the account the victim then uses through Google.
          await linkIdentity(tx, user, identity.provider, identity.providerId);
          await asGoTrue(tx).query(
            `update auth.users
                set encrypted_password = case when email_confirmed_at is null then ''
                                              else encrypted_password end,
                    email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2
              where id = $1`,
            [user.id, now()],
          );
        }
        return { ok: true, value: await startSession(tx, user) } as const;
      });
    },

    async signUp(account, links) {
      const passwordHash = await bcrypt.hash(account.password, BCRYPT_COST);
      try {
        return await db.asService(async (tx) => {
          if (await findUserByEmail(tx, account.email)) {
            return { ok: false, reason: 'EMAIL_TAKEN' } as const;
          }
          const user = await createUser(tx, {
            email: account.email,
            passwordHash,
            confirmed: false,
            provider: 'email',
            metadata: {
              ...account.metadata,
              first_name: account.firstName,
              last_name: account.lastName,
              language: account.language,
            },
          });
          await sendActivation(tx, user, links, account.language);
          return { ok: true, value: { userId: user.id, activationRequired: true } } as const;
        });
      } catch (error) {
        // Two sign-ups for one address at once: the unique index decides, the loser hears 1107.
        if ((error as { code?: string }).code === '23505') {
          return { ok: false, reason: 'EMAIL_TAKEN' };
        }
        throw error;
      }
    },

    async confirmEmail(token) {
      const hash = await sha256Hex(token);
      const at = now();
      const rows = await db.asService((tx) =>
        asGoTrue(tx).query(
          `update auth.users
              set email_confirmed_at = $2, confirmation_token = '', updated_at = $2
            where confirmation_token = $1 and email_confirmed_at is null
              and confirmation_sent_at > $3 and deleted_at is null
            returning id`,
          [hash, at, new Date(at.getTime() - ACTIVATION_TTL_MS)],
        ),
      );
      return rows.length === 1;
    },

    async resendActivation(email, links) {
      await db.asService(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (user && !user.email_confirmed_at && user.encrypted_password) {
          await sendActivation(tx, user, links, await recipientLanguage(tx, user.id));
        }
      });
    },

    async requestPasswordReset(email, links) {
      await db.asService(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user) return;
        const { token, hash } = await newOneTimeToken();
        await asGoTrue(tx).query(
          `update auth.users set recovery_token = $2, recovery_sent_at = $3 where id = $1`,
          [user.id, hash, now()],
        );
        await enqueueMail(
          tx,
          passwordResetMail(
            await recipientLanguage(tx, user.id),
            user.email,
            user.first_name,
            links.passwordReset(token),
          ),
        );
      });
    },

    async resetPassword(token, password) {
      const hash = await sha256Hex(token);
      const passwordHash = await bcrypt.hash(password, BCRYPT_COST);
      const at = now();
      return db.asService(async (tx) => {
        // Following the link proves the inbox too, so an unconfirmed address becomes confirmed.
        const [user] = await asGoTrue(tx).query<{ id: string }>(
          `update auth.users
              set encrypted_password = $2, recovery_token = '', updated_at = $3,
                  email_confirmed_at = coalesce(email_confirmed_at, $3)
            where recovery_token = $1 and recovery_sent_at > $4 and deleted_at is null
            returning id`,
          [hash, passwordHash, at, new Date(at.getTime() - RECOVERY_TTL_MS)],
        );
        if (!user) return false;
        // Whoever knew the old password is signed out everywhere.
        await tx.query(
          `update app_private.sessions set revoked_at = $2
            where user_id = $1 and revoked_at is null`,
          [user.id, at],
        );
        return true;
      });
    },

    async emailRegistered(email) {
      const [row] = await db.asService((tx) =>
        tx.query<{ registered: boolean }>('select app_private.email_registered($1) as registered', [
          email,
        ]),
      );
      return row?.registered ?? false;
    },

    async resolveSession(session) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(session)) return null;
      const [row] = await db.asService(async (tx) =>
        tx.query<{ user_id: string; email: string }>(
          `select * from (
             select s.user_id, app_private.account_email(s.user_id) as email
               from app_private.sessions s
              where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2
           ) live where email is not null`,
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
