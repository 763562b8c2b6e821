import { z } from 'zod';
import { resetPasswordRequest } from './account.ts';

/**
 * The new-password form: the contract's password rule plus the confirmation, which only the form
 * has (spec 5, reset); the script's form and the site app's handler check it alike.
 */
export const newPasswordForm = resetPasswordRequest
  .pick({ password: true })
  .extend({
    confirm_password: z.string().min(1, 'Please enter your confirm password'),
  })
  .refine((values) => values.password === values.confirm_password, {
    message: "Passwords don't match",
    path: ['confirm_password'],
  });
