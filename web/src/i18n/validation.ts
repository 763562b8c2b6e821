import type { Translate } from './translate.ts';

/**
 * The contract's form messages (zod, in the spec's English) and their catalogue keys: a form shows
 * `fieldError(errors.email?.message)`. A message missing here shows as it is, in English.
 */
const VALIDATION_KEYS: Readonly<Record<string, string>> = {
  'Please enter your password': 'validation.passwordRequired',
  'Password must be at least 8 characters': 'validation.passwordMin',
  'Password must be at most 72 characters': 'validation.passwordMax',
  'Please enter your email address': 'validation.emailRequired',
  'Please enter a valid email address': 'validation.emailInvalid',
  'Please enter your Email or Phone number': 'validation.userIdRequired',
  'Please enter a valid Email': 'validation.userIdInvalid',
  'Please enter your first name': 'validation.firstNameRequired',
  'First name is too long': 'validation.firstNameTooLong',
};

export function validationMessage(message: string | undefined, t: Translate): string | undefined {
  const key = message === undefined ? undefined : VALIDATION_KEYS[message];
  return key ? t(key) : message;
}
