import { AppError } from './app-error.ts';

/**
 * A small multipart/form-data reader for uploads. Hono's `parseBody` buffers without a limit and
 * cannot look at a file before the last byte arrives; this one counts bytes as they stream in
 * (refusing past a cap), lets the caller inspect the first bytes of the body while it streams,
 * and parses the parts as views into the one buffer (no copies). Web APIs only (runs on Deno).
 */
export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Uint8Array;
  /** False when the body ended before this part's closing boundary. */
  complete: boolean;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (
    let i = haystack.indexOf(first!, from);
    i >= 0 && i <= last;
    i = haystack.indexOf(first!, i + 1)
  ) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function headerValue(headers: string, name: string): string | null {
  const line = headers.split('\r\n').find((h) => h.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

function dispositionParam(disposition: string, param: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${param}="([^"]*)"`, 'i').exec(disposition);
  return match ? match[1]! : null;
}

/**
 * Splits a multipart body into its parts. With a partial body (`bytes` is only the beginning),
 * the last part runs to the end of what arrived and says `complete: false`.
 */
export function parseMultipart(bytes: Uint8Array, boundary: string): MultipartPart[] {
  const delimiter = encoder.encode(`--${boundary}`);
  const nextDelimiter = encoder.encode(`\r\n--${boundary}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  const parts: MultipartPart[] = [];
  let pos = indexOfBytes(bytes, delimiter, 0);
  if (pos < 0) return parts;
  pos += delimiter.length;
  for (;;) {
    // After a delimiter: "--" closes the body, CRLF starts a part.
    if (bytes[pos] === 0x2d && bytes[pos + 1] === 0x2d) return parts;
    if (bytes[pos] !== 0x0d || bytes[pos + 1] !== 0x0a) return parts;
    const headersStart = pos + 2;
    const headersEnd = indexOfBytes(bytes, headerEnd, headersStart);
    if (headersEnd < 0) return parts;
    const headers = decoder.decode(bytes.subarray(headersStart, headersEnd));
    const disposition = headerValue(headers, 'content-disposition') ?? '';
    const dataStart = headersEnd + headerEnd.length;
    const dataEnd = indexOfBytes(bytes, nextDelimiter, dataStart);
    const complete = dataEnd >= 0;
    parts.push({
      name: dispositionParam(disposition, 'name') ?? '',
      filename: dispositionParam(disposition, 'filename'),
      contentType: headerValue(headers, 'content-type'),
      data: bytes.subarray(dataStart, complete ? dataEnd : bytes.length),
      complete,
    });
    if (!complete) return parts;
    pos = dataEnd + nextDelimiter.length;
  }
}

/**
 * Reads a request body into one buffer, refusing with 1203 (413) as soon as it passes
 * `maxBytes`, and calling `inspectHead` with the first bytes while they stream in so that an
 * upload can be refused before the rest of it is read.
 */
export async function readBodyWithin(
  request: Request,
  options: { maxBytes: number; headBytes: number; inspectHead?: (head: Uint8Array) => void },
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > options.maxBytes)
    throw new AppError('FILE_TOO_LARGE');
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let headChecked = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > options.maxBytes) throw new AppError('FILE_TOO_LARGE');
      chunks.push(value);
      if (!headChecked && options.inspectHead) {
        headChecked = total >= options.headBytes;
        options.inspectHead(concat(chunks, total));
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
  return concat(chunks, total);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  chunks.length = 0;
  chunks.push(joined);
  return joined;
}
