/**
 * Where to go after logging in: the guard's `next` when it is a path on this site, else the
 * default. Absolute and protocol-relative addresses are refused (no open redirect).
 */
export function safeNext(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return fallback;
  return next;
}
