import { errorCodes } from '@contract/error-codes.ts';
import { GENERIC_FAILURE } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * How each auth form shows a failed call (spec section 8). Kept apart from the components so the
 * mapping is one readable table and is tested on its own.
 */

function describe(error: unknown): { code: number | null; description: string } {
  if (error instanceof ApiError) return { code: error.code, description: error.description };
  return { code: null, description: GENERIC_FAILURE };
}

export type LoginFailure =
  | { kind: 'banner'; message: string }
  /** 1104: the description, and the resend-activation popup opens. */
  | { kind: 'not-activated'; message: string };

export function loginFailure(error: unknown): LoginFailure {
  const { code, description } = describe(error);
  if (code === errorCodes.WRONG_CREDENTIALS.code || code === errorCodes.SOCIAL_TOKEN_REJECTED.code)
    return { kind: 'banner', message: 'Incorrect email or/and password!' };
  if (code === errorCodes.EMAIL_NOT_VERIFIED.code)
    return { kind: 'not-activated', message: description };
  return { kind: 'banner', message: description };
}

export type SignUpFailure = { field: 'email' | null; message: string };

/** 1107 belongs to the e-mail field; every other code goes to the banner. */
export function signUpFailure(error: unknown): SignUpFailure {
  const { code, description } = describe(error);
  return { field: code === errorCodes.EMAIL_TAKEN.code ? 'email' : null, message: description };
}

/** Password reset request and activation resend: 'description | Error: {code}'. */
export function accountMailFailure(error: unknown): string {
  const { code, description } = describe(error);
  return code === null ? description : `${description} | Error: ${code}`;
}

/** Anything else: the server's description, or the generic sentence. */
export function errorMessage(error: unknown): string {
  return describe(error).description;
}
