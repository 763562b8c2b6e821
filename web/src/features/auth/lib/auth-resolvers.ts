import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import type { EmailValues, LoginValues, NewPasswordValues, SignUpValues } from './auth-schemas.ts';

/** The account forms' resolvers, each loading `auth-schemas.ts` when first needed. */
const schemas = () => import('./auth-schemas.ts');

export const loginCheck = lazyResolver<LoginValues>(() => schemas().then((m) => m.loginResolver));
export const signUpCheck = lazyResolver<SignUpValues>(() =>
  schemas().then((m) => m.signUpResolver),
);
export const emailCheck = lazyResolver<EmailValues>(() => schemas().then((m) => m.emailResolver));
export const newPasswordCheck = lazyResolver<NewPasswordValues>(() =>
  schemas().then((m) => m.newPasswordResolver),
);

/** The schemas of the account calls' answers, loaded with the forms' checks. */
export const answerSchemas = schemas;
