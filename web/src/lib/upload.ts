import { ApiError, apiUrl, csrfTokenForUpload } from './api-client.ts';

/**
 * A multipart upload with progress (spec 4 'Upload flow'): fetch cannot report upload progress,
 * XMLHttpRequest can. Same rules as the api client: cookies, the anti-forgery token, one retry
 * with a fresh token on 403/1005, errors as ApiError. `onProgress` gets whole percentages.
 */
export async function uploadFile(
  url: string,
  formData: FormData,
  onProgress?: (percent: number) => void,
): Promise<unknown> {
  try {
    return await send(url, formData, await csrfTokenForUpload(), onProgress);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403 && error.code === 1005)) throw error;
    return send(url, formData, await csrfTokenForUpload(true), onProgress);
  }
}

function send(
  url: string,
  formData: FormData,
  csrf: string,
  onProgress?: (percent: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(url));
    request.withCredentials = true;
    request.responseType = 'json';
    request.setRequestHeader('x-csrf-token', csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { code?: unknown; description?: unknown } | null;
      if (request.status >= 200 && request.status < 300) return resolve(body);
      reject(
        new ApiError(request.status, {
          code: typeof body?.code === 'number' ? body.code : 0,
          description:
            typeof body?.description === 'string'
              ? body.description
              : 'Error while uploading image. Please try again.',
        }),
      );
    };
    request.onerror = () =>
      reject(new ApiError(0, { code: 0, description: 'check your connection' }));
    request.send(formData);
  });
}
