import { Duplex, type Transform } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import type { ResponseEncoder, ResponseEncoders } from '../middleware/compression.ts';

/** A node:zlib transform as a web stream step: bytes flow through as they come. */
function throughNode(make: () => Transform): ResponseEncoder {
  return (body) => {
    const step = Duplex.toWeb(make()) as unknown as ReadableWritablePair<
      Uint8Array<ArrayBuffer>,
      Uint8Array<ArrayBuffer>
    >;
    return body.pipeThrough(step);
  };
}

/**
 * The Node host's encoders (middleware/compression.ts): brotli, which Node has and CompressionStream
 * does not, and gzip. Quality 5 keeps brotli fast enough for answers made per request; static
 * files get quality 11 at build time (web/build/precompress.ts).
 */
const brotliOptions = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** `Buffer` shares its memory; the middleware takes plain bytes. */
const bytesOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

export const nodeEncoders: ResponseEncoders = {
  br: throughNode(() => createBrotliCompress(brotliOptions)),
  gzip: throughNode(() => createGzip()),
  // The same settings in one call, for bodies already whole (up to 256 KB): a stream per answer
  // cost about three times the encoding itself on a 27 KB JSON answer.
  whole: {
    br: (body) => bytesOf(brotliCompressSync(body, brotliOptions)),
    gzip: (body) => bytesOf(gzipSync(body)),
  },
};
