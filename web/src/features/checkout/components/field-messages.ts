import type { Translate } from '../../../i18n/index.ts';

/**
 * The checkout forms' messages (the contract's buyer and PayHere rules, and the web-only e-mail
 * confirmation) and their catalogue keys. The shared ones (first name, e-mail) are the i18n
 * module's own; a message in neither table shows as it is.
 */
const CHECKOUT_MESSAGES: Readonly<Record<string, string>> = {
  'First name is too short': 'checkout.validation.firstNameTooShort',
  'Please enter a valid first name': 'checkout.validation.firstNameInvalid',
  'Please enter your last name': 'checkout.validation.lastNameRequired',
  'Please enter a valid last name': 'checkout.validation.lastNameInvalid',
  'Please confirm your email address': 'checkout.validation.confirmEmailRequired',
  'Emails should match': 'checkout.validation.emailsMatch',
  'Please enter your phone number': 'checkout.validation.phoneRequired',
  'Please enter a valid phone number': 'checkout.validation.phoneInvalid',
  'Please enter your address': 'checkout.validation.addressRequired',
  'Address is too short': 'checkout.validation.addressTooShort',
  'Address is too long': 'checkout.validation.addressTooLong',
  'Please enter your city': 'checkout.validation.cityRequired',
  'City is too short': 'checkout.validation.cityTooShort',
  'Please enter a valid city': 'checkout.validation.cityInvalid',
  'Please enter your country': 'checkout.validation.countryRequired',
  'Country is too short': 'checkout.validation.countryTooShort',
  'Please enter a valid country': 'checkout.validation.countryInvalid',
};

export function checkoutFieldError(
  message: string | undefined,
  t: Translate,
  fieldError: (message: string | undefined) => string | undefined,
): string | undefined {
  const key = message === undefined ? undefined : CHECKOUT_MESSAGES[message];
  return key ? t(key) : fieldError(message);
}
