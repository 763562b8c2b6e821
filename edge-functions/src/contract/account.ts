import { z } from 'zod';
import { emailField, formBoolean } from './fields.ts';
import { LANGUAGES, languageField } from './languages.ts';

const PASSWORD_MIN = 8;

const passwordRequired = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password');

/** A new password: sign-up and reset share the spec's two messages. */
const newPassword = passwordRequired
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(72, 'Password must be at most 72 characters'); // bcrypt reads only the first 72 bytes

/** The address in sign-up, reset and resend forms (spec section 5). */
const accountEmail = emailField({
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
});

const socialToken = z
  .string({ error: 'auth_token is required for social sign-in' })
  .min(1, 'auth_token is required for social sign-in')
  .max(8192);

/** A missing auth_provider means EMAIL: the spec's login and sign-up forms may leave it out. */
const emailProvider = z.literal('EMAIL').default('EMAIL');
const unknownProvider = { error: 'auth_provider must be EMAIL, GOOGLE or FACEBOOK' };

/**
 * POST /v1/sessions. EMAIL carries the address (as user_id) and the password; GOOGLE and
 * FACEBOOK carry the provider's token instead.
 */
export const loginRequest = z.discriminatedUnion(
  'auth_provider',
  [
    z.object({
      auth_provider: emailProvider,
      user_id: emailField({
        required: 'Please enter your Email or Phone number',
        invalid: 'Please enter a valid Email',
      }),
      password: passwordRequired,
    }),
    z.object({ auth_provider: z.enum(['GOOGLE', 'FACEBOOK']), auth_token: socialToken }),
  ],
  unknownProvider,
);

const names = {
  first_name: z
    .string({ error: 'Please enter your first name' })
    .trim()
    .min(1, 'Please enter your first name')
    .max(100, 'First name is too long'),
  last_name: z.string().trim().max(100, 'Last name is too long').default(''),
};

/**
 * The visitor's language at sign-up (en, si, ta); without it the API reads the `lang` cookie,
 * then Accept-Language. The account's e-mails are written in it.
 */
const signUpLanguage = languageField.optional();

/** POST /v1/register: the spec's sign-up payload, and the visitor's language. */
export const registerRequest = z.discriminatedUnion(
  'auth_provider',
  [
    z.object({
      auth_provider: emailProvider,
      ...names,
      email: accountEmail,
      password: newPassword,
      is_creator: formBoolean.default(false),
      ref_code: z.string().max(100).optional(),
      language: signUpLanguage,
    }),
    z.object({
      auth_provider: z.enum(['GOOGLE', 'FACEBOOK']),
      auth_token: socialToken,
      is_creator: formBoolean.default(false),
      ref_code: z.string().max(100).optional(),
      language: signUpLanguage,
    }),
  ],
  unknownProvider,
);

export type RegisterRequest = z.infer<typeof registerRequest>;
export type AuthProvider = z.infer<typeof loginRequest>['auth_provider'];

/** The answer to a sign-up. */
export const registerAnswer = z.object({
  email: z.string(),
  /** True when the account waits for the activation e-mail's link. */
  activation_required: z.boolean(),
});

/** POST /v1/request_password_reset and /v1/resend_activation. */
export const emailRequest = z.object({ email: accountEmail });

/** Their answer: the same for every address, known or not (no enumeration). */
export const emailRequestAnswer = z.object({ email: z.string() });

/** POST /v1/reset_password. */
export const resetPasswordRequest = z.object({
  token: z.string({ error: 'The link is invalid or has expired' }).min(1).max(512),
  password: newPassword,
});

/** The answer to POST /v1/reset_password. */
export const resetPasswordAnswer = z.object({ value: z.literal(true) });

export const emailAvailableQuery = z.object({ email: accountEmail });

/** Usernames as the database stores them (profiles.username check). */
export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9_.]{2,29}$/,
        'Username must be 3 to 30 characters: letters, digits, dots and underscores',
      ),
  );

export const usernameRequest = z.object({ username: usernameField });

/** GET /v1/email_available and /v1/username_available. */
export const availabilityAnswer = z.object({ value: z.boolean() });

/** PUT /v1/profile (the change-user-details dialog). */
export const profileUpdateRequest = z.object({
  first_name: z
    .string({ error: 'First Name is required' })
    .trim()
    .min(1, 'First Name is required')
    .max(100, 'First Name is too long'),
  last_name: z
    .string({ error: 'Last Name is required' })
    .trim()
    .min(1, 'Last Name is required')
    .max(100, 'Last Name is too long'),
  /** Optional: the language of the user's e-mails (and of the web app once signed in). */
  language: languageField.optional(),
});

/** POST /v1/profile/update_language: the language switcher of a signed-in user. */
export const languageRequest = z.object({ language: languageField });

/** An avatar object name as POST /v1/generic/upload (purpose=avatar) answers it. */
const avatarName = z.string().trim().min(1).max(512);

/** POST /v1/profile/update_photos: either picture, or both. */
export const updatePhotosRequest = z
  .object({ profile_photo: avatarName.optional(), cover_photo: avatarName.optional() })
  .refine((body) => body.profile_photo !== undefined || body.cover_photo !== undefined, {
    message: 'Send profile_photo or cover_photo',
  });

/** POST /v1/become_creator: the username only when the user has none yet. */
export const becomeCreatorRequest = z.object({ username: usernameField.optional() });

/** GET /v1/generic/refresh_csrf: the anti-forgery token for `x-csrf-token`. */
export const csrfAnswer = z.object({ id: z.string() });

/** The signed-in user as GET /v1/profile and the login answer show it. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string().nullable(),
  profile_photo: z.string().nullable(),
  cover_photo: z.string().nullable(),
  role: z.enum(['USER', 'CREATOR', 'ADMIN']),
  verified: z.boolean(),
  verify_requested: z.boolean(),
  /** The language of the user's e-mails and of the web app once signed in. */
  language: z.enum(LANGUAGES),
});

export type Profile = z.infer<typeof profileSchema>;
export type RegisterAnswer = z.infer<typeof registerAnswer>;
export type EmailRequestAnswer = z.infer<typeof emailRequestAnswer>;
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswer>;
export type AvailabilityAnswer = z.infer<typeof availabilityAnswer>;
export type CsrfAnswer = z.infer<typeof csrfAnswer>;
