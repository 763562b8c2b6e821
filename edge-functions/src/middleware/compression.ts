import type { MiddlewareHandler } from 'hono';

/**
 * Compression of dynamic answers (API JSON, HTML pages) for every host (docs/deploy.md,
 * "Compression"). The host says which encoders it has: Node brotli and gzip through node:zlib
 * (local/node-encoders.ts), Deno gzip through CompressionStream (`webEncoders`; Deno has no
 * brotli CompressionStream). Static files are compressed at build time instead.
 */
export type Encoding = 'br' | 'gzip';

type Bytes = Uint8Array<ArrayBuffer>;

/** Turns a body into its encoded form, as a stream (nothing is buffered whole). */
export type ResponseEncoder = (body: ReadableStream<Bytes>) => ReadableStream<Bytes>;

/** Encodes a body that is already whole in memory in one call. */
export type WholeEncoder = (body: Bytes) => Bytes;

/**
 * `whole`: where the host can encode a buffer in one call (node:zlib), the encoders for bodies
 * of a declared length up to WHOLE_BODY_LIMIT: no stream to set up and drain per answer.
 */
export type ResponseEncoders = Partial<Record<Encoding, ResponseEncoder>> & {
  whole?: Partial<Record<Encoding, WholeEncoder>>;
};

/** What every web-standard runtime has: gzip through CompressionStream. */
export const webEncoders: ResponseEncoders = {
  gzip: (body) =>
    body.pipeThrough(
      new CompressionStream('gzip') as unknown as ReadableWritablePair<Bytes, Bytes>,
    ),
};

/** Bodies smaller than this gain too little to be worth encoding. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * A body with a declared length up to this is read whole and encoded in one call when the host
 * has a whole encoder (the cached JSON answers, middleware/shared-cache.ts, declare theirs).
 */
export const WHOLE_BODY_LIMIT = 256 * 1024;

/** Server preference when the client accepts both equally. */
const PREFERENCE: Encoding[] = ['br', 'gzip'];

/**
 * Text formats only: images (JPEG, WebP) and downloads (`application/octet-stream`) are already
 * compressed, and event streams must reach the client as they are written.
 */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:json|javascript|xml|[^;\s]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** The encoding to answer with for an Accept-Encoding header, among those the host has. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  encoders: ResponseEncoders,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: Encoding; weight: number } | undefined;
  for (const encoding of PREFERENCE) {
    if (!encoders[encoding]) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

/**
 * Reads chunks until `threshold` bytes or the end. Bodies of unknown length (strings, streams)
 * are measured this way without reading more than about `threshold` bytes into memory.
 */
async function readHead(reader: ReadableStreamDefaultReader<Bytes>, threshold: number) {
  const chunks: Bytes[] = [];
  let size = 0;
  while (size < threshold) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, ended: true };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, ended: false };
}

/** The chunks already read, then the rest of the reader, as one stream. */
function replay(
  chunks: Bytes[],
  reader: ReadableStreamDefaultReader<Bytes>,
): ReadableStream<Bytes> {
  return new ReadableStream<Bytes>({
    async pull(controller) {
      const next = chunks.shift();
      if (next) return controller.enqueue(next);
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * Encodes text answers of at least `threshold` bytes with the best encoding the client accepts,
 * and says `Vary: Accept-Encoding` on them. Leaves alone: HEAD, range requests and partial
 * answers, answers already encoded or marked `no-transform`, and anything not text. Streams
 * (an answer without a declared length, a server-rendered page, starts leaving at once), except
 * that a declared length up to WHOLE_BODY_LIMIT is encoded in one call where the host can.
 */
export function compressAnswers(
  encoders: ResponseEncoders,
  threshold = COMPRESSION_THRESHOLD,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      c.req.header('range') !== undefined ||
      !res.body ||
      res.status === 206 ||
      res.headers.has('content-encoding') ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '') ||
      !isCompressible(res.headers.get('content-type'))
    ) {
      return;
    }
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) < threshold) return;

    const vary = res.headers.get('vary');
    const encoding = chooseEncoding(c.req.header('accept-encoding'), encoders);
    const whole = encoding && encoders.whole?.[encoding];
    if (whole && declared !== null && Number(declared) <= WHOLE_BODY_LIMIT) {
      const encoded = whole(new Uint8Array(await res.arrayBuffer()));
      c.res = new Response(encoded, res);
      varyOnEncoding(c.res, vary);
      c.res.headers.set('content-length', String(encoded.byteLength));
      markEncoded(c.res, encoding);
      return;
    }

    let body = res.body;
    if (declared === null) {
      const reader = body.getReader();
      const head = await readHead(reader, threshold);
      if (head.ended && head.size < threshold) {
        c.res = new Response(concat(head.chunks, head.size), res);
        return;
      }
      body = replay(head.chunks, reader);
    }

    const encode = encoding && encoders[encoding];
    c.res = new Response(encode ? encode(body) : body, res);
    varyOnEncoding(c.res, vary);
    if (!encode) return;
    c.res.headers.delete('content-length');
    markEncoded(c.res, encoding);
  };
}

/** Says `Vary: Accept-Encoding` unless the answer's `vary` (before encoding) already covers it. */
function varyOnEncoding(res: Response, vary: string | null) {
  if (!vary || !/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) {
    res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/** The encoding's header; a strong ETag becomes weak (the bytes are no longer the ones hashed). */
function markEncoded(res: Response, encoding: Encoding) {
  res.headers.set('content-encoding', encoding);
  const etag = res.headers.get('etag');
  if (etag && !etag.startsWith('W/')) res.headers.set('etag', `W/${etag}`);
}

function concat(chunks: Bytes[], size: number): Bytes {
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}
