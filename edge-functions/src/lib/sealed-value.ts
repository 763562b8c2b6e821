import { base64url } from './secure-token.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function fromBase64url(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/**
 * Authenticated encryption (AES-256-GCM, Web Crypto) for values the browser keeps but must not
 * read or change, such as the Supabase session inside the session cookie. The key is derived from
 * the app secret and a purpose label, so one secret serves several independent uses.
 */
export function createSealer(secret: string, purpose: string) {
  const key = crypto.subtle
    .digest('SHA-256', encoder.encode(`${purpose}:${secret}`))
    .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));

  return {
    async seal(value: unknown): Promise<string> {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        await key,
        encoder.encode(JSON.stringify(value)),
      );
      const out = new Uint8Array(iv.length + sealed.byteLength);
      out.set(iv);
      out.set(new Uint8Array(sealed), iv.length);
      return base64url(out);
    },
    /** The sealed value, or null when it was forged, altered or sealed under another key. */
    async open<T>(sealed: string): Promise<T | null> {
      const bytes = fromBase64url(sealed);
      if (!bytes || bytes.length < 29) return null;
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.slice(0, 12) },
          await key,
          bytes.slice(12),
        );
        return JSON.parse(decoder.decode(plain)) as T;
      } catch {
        return null;
      }
    },
  };
}
