import type { Translate } from '../i18n/index.ts';

/**
 * A form's own field messages (the contract's zod texts, in the spec's English) translated through
 * the form's area catalogue: `keys` maps each English message to its key. A message not in the
 * table shows as it is.
 */
export function translatedFieldMessage(
  message: string | undefined,
  keys: Readonly<Record<string, string>>,
  t: Translate,
): string | undefined {
  if (message === undefined) return undefined;
  const key = keys[message];
  return key ? t(key) : message;
}
