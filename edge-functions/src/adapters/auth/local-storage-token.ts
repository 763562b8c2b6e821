import { jwtVerify, SignJWT } from 'jose';

/**
 * The local stand-in for the access token Supabase Auth gives a signed-in user: an HS256 JWT with
 * the same claims storage reads (`sub`, `role`, `aud`, `exp`), signed with a key derived from the
 * app secret. `npm start` hands it to the browser for resumable uploads (POST
 * /v1/generic/upload/resumable) and its tus server (local/tus-storage.ts) checks it, as Supabase
 * Storage checks the real one. It opens nothing else: the API itself still goes by the session
 * cookie.
 */
export const LOCAL_STORAGE_TOKEN_SECONDS = 3600;

const keys = new Map<string, Promise<Uint8Array>>();

function keyOf(secret: string): Promise<Uint8Array> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(`storage-jwt:${secret}`))
      .then((raw) => new Uint8Array(raw));
    keys.set(secret, key);
  }
  return key;
}

export async function mintLocalStorageToken(
  secret: string,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + LOCAL_STORAGE_TOKEN_SECONDS;
  const token = await new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await keyOf(secret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** The user id the token was given to, or null when it is forged, expired or not a user's. */
export async function verifyLocalStorageToken(
  secret: string,
  token: string,
  now: Date,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      currentDate: now,
    });
    return payload.role === 'authenticated' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
