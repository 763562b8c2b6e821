import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { nodeEncoders } from '../local/node-encoders.ts';
import { chooseEncoding, compressAnswers, webEncoders } from './compression.ts';

const json = { photos: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Sigiriya ${i}` })) };
const bigText = JSON.stringify(json);

function app(encoders = nodeEncoders) {
  return new Hono()
    .use('*', compressAnswers(encoders))
    .get('/json', (c) => c.json(json))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/html', (c) => c.html(`<!doctype html><p>${'x'.repeat(4000)}</p>`))
    .get('/image', () => {
      const bytes = new Uint8Array(8000);
      return new Response(bytes, {
        headers: { 'content-type': 'image/jpeg', 'content-length': '8000' },
      });
    })
    .get('/download', () => {
      const bytes = new Uint8Array(8000);
      return new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } });
    })
    .get('/events', (c) =>
      c.body('data: x\n\n'.repeat(500), 200, { 'content-type': 'text/event-stream' }),
    )
    .get('/tagged', (c) => {
      c.header('etag', '"v1"');
      c.header('vary', 'Cookie');
      return c.json(json);
    })
    .get('/declared', (c) => {
      c.header('content-length', String(new TextEncoder().encode(bigText).byteLength));
      c.header('etag', '"v2"');
      return c.body(bigText, 200, { 'content-type': 'application/json' });
    })
    .get('/stream', () => {
      // A body of unknown length that arrives in pieces: it must still be encoded as a stream.
      const encoder = new TextEncoder();
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 50) return controller.close();
          sent += 1;
          controller.enqueue(encoder.encode(`line ${sent} ${'-'.repeat(100)}\n`));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/plain' } });
    });
}

async function get(path: string, headers: Record<string, string> = {}, encoders = nodeEncoders) {
  const answer = await app(encoders).request(path, { headers });
  return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
}

describe('chooseEncoding', () => {
  it('prefers brotli, honours q-values and refusals, and picks only what the host has', () => {
    expect(chooseEncoding('gzip, deflate, br', nodeEncoders)).toBe('br');
    expect(chooseEncoding('gzip, deflate, br', webEncoders)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip', nodeEncoders)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', nodeEncoders)).toBeUndefined();
    expect(chooseEncoding('*', nodeEncoders)).toBe('br');
    expect(chooseEncoding('identity', nodeEncoders)).toBeUndefined();
    expect(chooseEncoding(undefined, nodeEncoders)).toBeUndefined();
  });
});

describe('compressAnswers', () => {
  it('answers JSON in brotli when accepted, else gzip, else as it is', async () => {
    const br = await get('/json', { 'accept-encoding': 'gzip, br' });
    expect(br.answer.headers.get('content-encoding')).toBe('br');
    expect(br.answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.answer.headers.get('content-length')).toBeNull();
    expect(brotliDecompressSync(br.bytes).toString()).toBe(bigText);
    expect(br.bytes.length).toBeLessThan(bigText.length / 3);

    const gzip = await get('/json', { 'accept-encoding': 'gzip' });
    expect(gzip.answer.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(bigText);

    const plain = await get('/json');
    expect(plain.answer.headers.get('content-encoding')).toBeNull();
    expect(plain.answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.bytes.toString()).toBe(bigText);
  });

  it('gzips through CompressionStream where brotli is not available (Deno)', async () => {
    const { answer, bytes } = await get('/html', { 'accept-encoding': 'br, gzip' }, webEncoders);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(bytes).toString()).toContain('<!doctype html>');
  });

  it('encodes a body of declared length in one call where the host can, as a stream elsewhere', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const { answer, bytes } = await get('/declared', { 'accept-encoding': encoding });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('content-length')).toBe(String(bytes.length));
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('etag')).toBe('W/"v2"');
      expect(decode(bytes).toString()).toBe(bigText);
    }
    const web = await get('/declared', { 'accept-encoding': 'gzip' }, webEncoders);
    expect(web.answer.headers.get('content-encoding')).toBe('gzip');
    expect(web.answer.headers.get('content-length')).toBeNull();
    expect(gunzipSync(web.bytes).toString()).toBe(bigText);
  });

  it('encodes a streamed body of unknown length', async () => {
    const { answer, bytes } = await get('/stream', { 'accept-encoding': 'br' });
    expect(answer.headers.get('content-encoding')).toBe('br');
    const text = brotliDecompressSync(bytes).toString();
    expect(text.split('\n')).toHaveLength(51);
    expect(text).toMatch(/^line 1 -+\nline 2 /);
  });

  it('leaves small bodies, images, downloads and event streams alone', async () => {
    for (const path of ['/small', '/image', '/download', '/events']) {
      const { answer } = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.headers.get('content-encoding'), path).toBeNull();
      expect(answer.headers.get('vary'), path).toBeNull();
    }
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(JSON.parse(small.bytes.toString())).toEqual({ ok: true });
    const image = await get('/image', { 'accept-encoding': 'br' });
    expect(image.answer.headers.get('content-length')).toBe('8000');
    expect(image.bytes.length).toBe(8000);
  });

  it('leaves HEAD and range requests alone', async () => {
    const head = await app().request('/json', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers.get('content-encoding')).toBeNull();
    const range = await get('/json', { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(range.answer.headers.get('content-encoding')).toBeNull();
  });

  it('weakens a strong ETag and keeps an existing Vary', async () => {
    const { answer } = await get('/tagged', { 'accept-encoding': 'gzip' });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('etag')).toBe('W/"v1"');
    expect(answer.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });
});
