import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { emailRequest, loginRequest, registerRequest } from '@contract/account.ts';
import { newPasswordForm } from '@contract/new-password-form.ts';

/**
 * The account forms' checks and the answers' schemas, in one module that the forms and calls load
 * when they first need it (lib/lazy-resolver.ts), so the account pages start without zod.
 */

/** The e-mail branch of the login contract, with the spec's login messages. */
const loginForm = loginRequest.options[0].omit({ auth_provider: true });

/** The e-mail branch of the sign-up contract: first name, e-mail and password (spec 5). */
const signUpForm = registerRequest.options[0].pick({
  first_name: true,
  email: true,
  password: true,
});

export interface LoginValues {
  user_id: string;
  password: string;
}
export interface SignUpValues {
  first_name: string;
  email: string;
  password: string;
}
export interface EmailValues {
  email: string;
}
export interface NewPasswordValues {
  password: string;
  confirm_password: string;
}

export const loginResolver = zodResolver(loginForm) as Resolver<LoginValues>;
export const signUpResolver = zodResolver(signUpForm) as Resolver<SignUpValues>;
export const emailResolver = zodResolver(emailRequest) as Resolver<EmailValues>;
export const newPasswordResolver = zodResolver(newPasswordForm) as Resolver<NewPasswordValues>;

export {
  availabilityAnswer,
  emailRequestAnswer,
  profileSchema,
  registerAnswer,
  resetPasswordAnswer,
} from '@contract/account.ts';
