import { useEffect, useState } from 'react';
import {
  FORM_NOTICE_KEY,
  FORM_RESULT_KEY,
  isFormNotice,
  type FormName,
  type FormNotice,
  type FormResult,
} from '@contract/form-posts.ts';
import { ApiError } from './api-client.ts';
import { forgetPreloadedAnswer, peekPreloadedAnswer } from './preloaded-answers.ts';

/** Reads a page-wide answer once per mount, and forgets it after the page has shown it. */
function usePageAnswer<T>(key: string, read: (body: unknown) => T | null): T | null {
  const [value] = useState(() => {
    const answer = peekPreloadedAnswer(key);
    return answer ? read(answer.body) : null;
  });
  useEffect(() => forgetPreloadedAnswer(key), [key]);
  return value;
}

/**
 * What the server made of this form's post when the script had not taken over (decision 45):
 * the typed values, the messages per field and the API's error; null on an ordinary visit.
 */
export function useFormResult(form: FormName): FormResult | null {
  return usePageAnswer(FORM_RESULT_KEY, (body) => {
    const result = body as FormResult | null;
    return result?.form === form ? result : null;
  });
}

/** The post's API error as the script's call would have thrown it, for the same messages. */
export function formResultError(result: FormResult | null): ApiError | null {
  if (!result?.error) return null;
  const { status, code, description } = result.error;
  return new ApiError(status, { code, description });
}

/** The notice a successful post left for this page (post/redirect/get), or null. */
export function useFormNotice(): FormNotice | null {
  return usePageAnswer(FORM_NOTICE_KEY, (body) => {
    const notice = (body as { notice?: unknown } | null)?.notice;
    return isFormNotice(notice) ? notice : null;
  });
}
