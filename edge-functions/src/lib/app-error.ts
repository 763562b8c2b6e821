import {
  errorByCode,
  errorCodes,
  type ErrorBody,
  type ErrorName,
} from '../contract/error-codes.ts';

/** An error meant for the client: a catalogue code, its HTTP status and a description. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(name: ErrorName, description?: string) {
    const entry = errorCodes[name];
    super(description ?? entry.description);
    this.code = entry.code;
    this.status = entry.status;
  }

  toBody(): ErrorBody {
    return { code: this.code, description: this.message };
  }
}

/**
 * Maps a Postgres error raised by our triggers (SQLSTATE `M<code>`) to an AppError. Other
 * constraint errors that a client can cause are mapped to generic codes; anything else is not
 * the client's fault and is left to the 500 handler.
 */
export function fromDatabaseError(error: unknown): AppError | null {
  if (!error || typeof error !== 'object') return null;
  const sqlState = (error as { code?: unknown }).code;
  const message = (error as { message?: unknown }).message;
  if (typeof sqlState !== 'string') return null;
  const custom = /^M(\d{4})$/.exec(sqlState);
  if (custom) {
    const entry = errorByCode(Number(custom[1]));
    if (!entry) return null;
    const name = (Object.keys(errorCodes) as ErrorName[]).find(
      (key) => errorCodes[key].code === entry.code,
    )!;
    // Trigger messages are written for users; fall back to the catalogue text when empty.
    return new AppError(name, typeof message === 'string' && message ? message : undefined);
  }
  switch (sqlState) {
    case '42501': // insufficient_privilege, including RLS WITH CHECK failures
      return new AppError('NOT_FOUND');
    case '23505': // unique_violation
      return new AppError('CONFLICT');
    case '23503': // foreign_key_violation
      return new AppError('NOT_FOUND');
    case '23514': // check_violation
    case '22P02': // invalid_text_representation (bad uuid, bad enum)
    case '22001': // string too long
      return new AppError('VALIDATION');
    // Text Postgres cannot store (a NUL, an invalid byte sequence): input validation refuses it
    // first; this is the safety net for any path it missed.
    case '22021': // character_not_in_repertoire
    case '22P05': // untranslatable_character
      return new AppError('VALIDATION', 'Text must not contain NUL characters');
    default:
      return null;
  }
}
