import type { ErrorBody } from '@contract/error-codes.ts';
import { ApiError, apiUrl, csrfTokenForUpload } from './api-client.ts';

/**
 * File uploads with progress. `fetch` cannot report upload progress, so this one call uses
 * XMLHttpRequest, with the same cookies, anti-forgery token, 1005 refresh-and-retry and
 * ApiError as every other call (lib/api-client.ts).
 */

/** Whole percent sent, 0-99: the spec's callback fires only below 100 (the answer is 'complete'). */
export type UploadProgress = (percent: number) => void;

const CSRF_CODE = 1005;

export async function uploadFile<T>(
  url: string,
  formData: FormData,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await sendOnce<T>(url, formData, await csrfTokenForUpload(), onProgress, signal);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403 && error.code === CSRF_CODE)) {
      throw error;
    }
    return sendOnce<T>(url, formData, await csrfTokenForUpload(true), onProgress, signal);
  }
}

function sendOnce<T>(
  url: string,
  formData: FormData,
  csrfToken: string,
  onProgress: UploadProgress | undefined,
  signal: AbortSignal | undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(url));
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-csrf-token', csrfToken);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !onProgress) return;
      const percent = Math.floor((event.loaded / event.total) * 100);
      if (percent < 100) onProgress(percent);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, errorBody(body, xhr.statusText)));
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 0, description: 'check your connection' }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorBody(body: unknown, statusText: string): ErrorBody {
  const candidate = body as Partial<ErrorBody> | null;
  return {
    code: typeof candidate?.code === 'number' ? candidate.code : 0,
    description: candidate?.description || statusText || 'Something went wrong',
  };
}
