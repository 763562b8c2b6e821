import type { ErrorBody } from '@contract/error-codes.ts';

/** Every failed call surfaces as an ApiError carrying the catalogue code (docs/error-codes.md). */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(status: number, body: ErrorBody) {
    super(body.description);
    this.code = body.code;
    this.status = status;
  }
}

const NETWORK_FAILURE: ErrorBody = { code: 0, description: 'check your connection' };

/** The API lives on the same origin (local mode, dev proxy) unless VITE_API_URL says otherwise. */
export const apiBase =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

export async function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, { ...init, credentials: 'include' });
  } catch {
    throw new ApiError(0, NETWORK_FAILURE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    throw new ApiError(response.status, body ?? { code: 0, description: response.statusText });
  }
  return (await response.json()) as T;
}
