import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/languages.ts';
import type { Tx } from '../ports/database.ts';

/** What a registered user's mails are addressed with: their profile's language and first name. */
export interface RecipientProfile {
  language: Language;
  firstName: string;
}

/**
 * The profile of a registered user as mails need it (profiles are readable by every role, so any
 * transaction may ask), or null when there is no profile (yet) for that id.
 */
export async function recipientProfile(tx: Tx, userId: string): Promise<RecipientProfile | null> {
  const [row] = await tx.query<{ language: string; first_name: string }>(
    'select language, first_name from public.profiles where id = $1',
    [userId],
  );
  if (!row) return null;
  return {
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    firstName: row.first_name,
  };
}

/**
 * The language a registered user's e-mails are written in: their profile's. English for an
 * unknown user.
 */
export async function recipientLanguage(tx: Tx, userId: string | null): Promise<Language> {
  if (!userId) return DEFAULT_LANGUAGE;
  return (await recipientProfile(tx, userId))?.language ?? DEFAULT_LANGUAGE;
}
