import { z } from 'zod';
import { buyerFirstName, buyerLastName } from '@contract/checkout.ts';
import { emailField } from '@contract/fields.ts';

/**
 * The 'Your Details' form of a signed-out buyer (spec section 5), field by field with the
 * spec's messages. Names come from the contract's rules; the confirmation is web-only.
 */
export const buyerDetailsForm = z
  .object({
    first_name: buyerFirstName,
    last_name: buyerLastName,
    email: emailField({
      required: 'Please enter your email address',
      invalid: 'Please enter a valid email address',
    }),
    confirm_email: emailField({
      required: 'Please confirm your email address',
      invalid: 'Please enter a valid email address',
    }),
  })
  .refine((form) => form.confirm_email.trim().toLowerCase() === form.email.trim().toLowerCase(), {
    message: 'Emails should match',
    path: ['confirm_email'],
    // Say so as soon as both addresses are there, even while a name is still missing.
    when: (payload) => {
      const value = payload.value as { email?: unknown; confirm_email?: unknown };
      return typeof value.email === 'string' && typeof value.confirm_email === 'string';
    },
  });

export type BuyerDetailsInput = z.input<typeof buyerDetailsForm>;
export type BuyerDetailsValues = z.output<typeof buyerDetailsForm>;
