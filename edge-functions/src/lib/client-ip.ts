import type { Context } from 'hono';

/**
 * The caller's address for per-IP rate limits: the platform's connecting-ip header, else the
 * first hop of x-forwarded-for, else 'unknown'. Behind Supabase's gateway these headers are set
 * by the platform; a client that forges them only moves itself between per-IP buckets, and the
 * per-account limits still hold.
 */
export function clientIp(c: Context): string {
  const direct = c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip');
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0];
  const ip = (direct ?? forwarded ?? '').trim().toLowerCase();
  return /^[0-9a-f.:]{2,45}$/.test(ip) ? ip : 'unknown';
}
