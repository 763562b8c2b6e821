import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/languages.ts';
import type { Tx } from '../ports/database.ts';

/**
 * The language a registered user's e-mails are written in: their profile's (profiles are
 * readable by every role, so any transaction may ask). English for an unknown user.
 */
export async function recipientLanguage(tx: Tx, userId: string | null): Promise<Language> {
  if (!userId) return DEFAULT_LANGUAGE;
  const [row] = await tx.query<{ language: string }>(
    'select language from public.profiles where id = $1',
    [userId],
  );
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}
