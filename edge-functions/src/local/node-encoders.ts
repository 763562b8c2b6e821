import { Duplex, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { ResponseEncoder, ResponseEncoders } from '../site/compression.ts';

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
 * The Node host's encoders (site/compression.ts): brotli, which Node has and CompressionStream
 * does not, and gzip. Quality 5 keeps brotli fast enough for answers made per request; static
 * files get quality 11 at build time (web/build/precompress.ts).
 */
export const nodeEncoders: ResponseEncoders = {
  br: throughNode(() =>
    createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ),
  gzip: throughNode(() => createGzip()),
};
