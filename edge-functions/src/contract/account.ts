import { z } from 'zod';
import { emailField } from './fields.ts';

export const authProvider = z.enum(['EMAIL', 'GOOGLE', 'FACEBOOK']);

/** POST /v1/sessions with e-mail and password (social sign-in adds auth_token). */
export const loginRequest = z.object({
  user_id: emailField({
    required: 'Please enter your Email or Phone number',
    invalid: 'Please enter a valid Email',
  }),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password'),
  auth_provider: z.literal('EMAIL').default('EMAIL'),
});

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
});

export type Profile = z.infer<typeof profileSchema>;
