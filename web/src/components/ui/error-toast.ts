import { ApiError } from '../../lib/api-client.ts';
import { toast } from './toaster.tsx';

/**
 * A failed call as a toast (spec 8): the server's description, or the spec's own text for the
 * codes given in `texts`; failures without an answer say 'Something went wrong...' and the error.
 */
export function toastApiError(error: unknown, texts: Record<number, string> = {}) {
  if (error instanceof ApiError && !error.isNetworkFailure) {
    toast.error(texts[error.code] ?? error.description);
  } else {
    toast.failure(error);
  }
}
