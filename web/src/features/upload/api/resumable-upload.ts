import { DetailedError, Upload, type PreviousUpload } from 'tus-js-client';
import { errorCodes, type ErrorName } from '@contract/error-codes.ts';
import {
  resumableUploadTicket,
  uploadAnswer,
  type ResumableUploadTicket,
} from '@contract/creator.ts';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * One original sent straight into the bucket with the tus protocol (decision 49): Supabase
 * Storage's `/storage/v1/upload/resumable` in production, the Node host's stand-in locally. The
 * API gives the address, the user's bearer token and a fresh object name; the file goes in 6 MB
 * chunks; a dropped connection is retried with backoff from the offset the server kept; and the
 * upload's address is kept in local storage under the file's fingerprint (name, type, size,
 * modification time), so choosing the same file again after a reload or a browser restart
 * resumes it. When the last byte is in, the API checks the object where it landed.
 */

/** Waits between tries after a network error: quick at first, then up to a minute apart. */
export const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];
/** A token this close to its expiry is replaced before the next request. */
const TOKEN_MARGIN_MS = 60_000;

export interface Transfer {
  /** The stored object's name once the API accepted it (what POST /v1/photos takes). */
  done: Promise<{ name: string }>;
  pause(): void;
  resume(): void;
}

const fetchTicket = async (): Promise<ResumableUploadTicket> =>
  resumableUploadTicket.parse(await api.post<unknown>('/v1/generic/upload/resumable'));

export function startResumableUpload(file: File, onProgress: (percent: number) => void): Transfer {
  let upload: Upload | null = null;
  let paused = false;
  const done = (async () => {
    let ticket = await fetchTicket();
    const bearer = async () => {
      if (Date.parse(ticket.expires_at) - Date.now() < TOKEN_MARGIN_MS) {
        ticket = { ...(await fetchTicket()), object_name: ticket.object_name };
      }
      return `Bearer ${ticket.token}`;
    };
    let objectName = ticket.object_name;
    const sent = new Promise<void>((resolve, reject) => {
      upload = new Upload(file, {
        endpoint: ticket.endpoint,
        chunkSize: ticket.chunk_size,
        retryDelays: RETRY_DELAYS_MS,
        metadata: {
          bucketName: ticket.bucket,
          objectName,
          contentType: 'image/jpeg',
          cacheControl: '3600',
        },
        headers: { 'x-upsert': 'false', ...(ticket.apikey ? { apikey: ticket.apikey } : {}) },
        removeFingerprintOnSuccess: true,
        onBeforeRequest: async (request) => request.setHeader('Authorization', await bearer()),
        onProgress: (bytesSent, bytesTotal) => {
          const percent = Math.floor((bytesSent / bytesTotal) * 100);
          if (percent < 100) onProgress(percent);
        },
        onSuccess: () => resolve(),
        onError: (error) => reject(storageRefusal(error)),
      });
    });
    const folder = objectName.slice(0, objectName.lastIndexOf('/') + 1);
    const previous = await resumable(upload!, folder);
    if (previous) {
      // Its name, also if the server has forgotten it (expired) and the upload starts over.
      objectName = previous.metadata.objectName!;
      upload!.options.metadata = { ...upload!.options.metadata, objectName };
      upload!.resumeFromPreviousUpload(previous);
    }
    if (!paused) upload!.start();
    await sent;
    return uploadAnswer.parse(
      await api.post('/v1/generic/upload/complete', { name: objectName }, { json: true }),
    );
  })();
  return {
    done,
    pause() {
      paused = true;
      void upload?.abort();
    },
    resume() {
      paused = false;
      upload?.start();
    },
  };
}

/** Storage's refusals that are the upload rules' own, as the API words them (spec 8). */
const RULE_OF_STATUS: Record<number, ErrorName> = { 413: 'FILE_TOO_LARGE', 415: 'NOT_JPEG' };

function storageRefusal(error: Error): Error {
  const status = error instanceof DetailedError ? error.originalResponse?.getStatus() : undefined;
  const rule = status === undefined ? undefined : RULE_OF_STATUS[status];
  if (!rule) return error;
  const { code, description, status: apiStatus } = errorCodes[rule];
  return new ApiError(apiStatus, { code, description });
}

/** The newest unfinished upload of this same file into this user's folder, if any. */
async function resumable(upload: Upload, folder: string): Promise<PreviousUpload | null> {
  const previous = await upload.findPreviousUploads().catch(() => []);
  const candidates = previous
    .filter((entry) => entry.uploadUrl && entry.metadata.objectName?.startsWith(folder))
    .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
  return candidates[0] ?? null;
}
