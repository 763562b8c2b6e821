import { z } from 'zod';

/**
 * Field types shared by request schemas. Form-encoded bodies carry only strings, so booleans and
 * lists arrive as text and are normalised here, once.
 */
export const formBoolean = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

/** Tags as the contract sends them: a comma-joined string (or a JSON array). */
export const tagList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .transform((tags) => [
    ...new Set(tags.map((t) => t.trim().toLowerCase()).filter((t) => t.length > 0)),
  ])
  .pipe(
    z.array(z.string().max(50, 'A tag can have at most 50 characters')).max(30, 'At most 30 tags'),
  );

export const uuid = z.string().uuid();

/** The spec's e-mail pattern: a 2 or 3 character top-level domain (spec section 5). */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/;

export const emailField = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .regex(EMAIL_PATTERN, messages.invalid)
    .transform((email) => email.toLowerCase());
