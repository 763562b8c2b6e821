import { constantTimeEqual } from './secure-token.ts';

/**
 * Standard Webhooks (https://www.standardwebhooks.com), as Supabase Auth signs its HTTP hooks:
 * `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature` (space-separated
 * `v1,<base64 HMAC-SHA256>` entries) over `<id>.<timestamp>.<raw body>`, keyed by the secret's
 * bytes (`v1,whsec_<standard base64>`). Web Crypto only, so it runs on Deno as on Node.
 */

/** Signed more than five minutes before or after arrival: refused (a replay or a skewed clock). */
export const HOOK_TOLERANCE_SECONDS = 5 * 60;

/** The secret as Supabase shows it: `v1,whsec_` and standard base64 (the `v1,` is optional). */
export const HOOK_SECRET_PATTERN = /^(v1,)?whsec_[A-Za-z0-9+/]+={0,2}$/;

export interface WebhookHeaders {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

const encoder = new TextEncoder();

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  if (!HOOK_SECRET_PATTERN.test(secret))
    throw new Error('The hook secret is not v1,whsec_<base64>');
  const binary = atob(secret.replace(/^(v1,)?whsec_/, ''));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `v1,<base64>` signature of a message (what the sender puts in `webhook-signature`). */
export async function signStandardWebhook(
  secret: string,
  id: string,
  timestamp: number | string,
  body: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    secretBytes(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = encoder.encode(`${id}.${timestamp}.${body}`);
  return `v1,${base64(new Uint8Array(await crypto.subtle.sign('HMAC', key, signed)))}`;
}

/**
 * Why a delivery is refused, or null when its signature is good: the headers are present, the
 * timestamp is within the tolerance of `nowMs`, and one `v1` entry equals the HMAC of the exact
 * body (compared in constant time).
 */
export async function standardWebhookProblem(
  secret: string,
  headers: WebhookHeaders,
  body: string,
  nowMs: number,
): Promise<string | null> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return 'missing webhook-id, -timestamp or -signature';
  if (!/^\d{1,12}$/.test(timestamp)) return 'webhook-timestamp is not Unix seconds';
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > HOOK_TOLERANCE_SECONDS) {
    return 'webhook-timestamp outside the tolerance';
  }
  const expected = await signStandardWebhook(secret, id, timestamp, body);
  let matched = false;
  // Every entry is compared (no early exit), so timing tells nothing about which one matched.
  for (const entry of signature.split(' ')) {
    if (entry.startsWith('v1,') && constantTimeEqual(entry, expected)) matched = true;
  }
  return matched ? null : 'no webhook-signature entry matches';
}
