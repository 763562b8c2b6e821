import type { LocalIdentity } from '@contract/public-config.ts';
import { apiUrl } from '../../../lib/api-client.ts';

export type LocalIdentityProvider = LocalIdentity['providers'][number];

/** How often to look whether the popup was closed without an answer. */
const WATCH_MS = 400;

/**
 * The local identity page (local mode without provider keys, docs/accounts.md) in a popup, as
 * Google's and Facebook's SDKs open theirs: resolves with the token it posts back, or null when
 * the person cancels or closes it. Must be called from the click itself (popup blockers).
 */
export function signInWithLocalIdentity(
  local: LocalIdentity,
  provider: LocalIdentityProvider,
): Promise<{ token: string; email: string | null } | null> {
  const url = new URL(
    apiUrl(`${local.page}?provider=${encodeURIComponent(provider)}`),
    window.location.href,
  );
  const popup = window.open(url, 'lankalens-local-identity', 'popup,width=480,height=720');
  if (!popup) return Promise.reject(new Error('The sign-in popup was blocked'));
  // The answer's schema, with zod, loads while the popup opens: the login page starts without it.
  const contract = import('@contract/public-config.ts');
  return new Promise((resolve) => {
    function finish(answer: { token: string; email: string | null } | null) {
      window.removeEventListener('message', listen);
      clearInterval(watch);
      resolve(answer);
    }
    function listen(event: MessageEvent) {
      void onMessage(event);
    }
    async function onMessage(event: MessageEvent) {
      // Only the popup we opened, from the page's own origin, may answer.
      if (event.source !== popup || event.origin !== url.origin) return;
      const { localIdentityMessage } = await contract;
      const message = localIdentityMessage.safeParse(event.data);
      if (!message.success) return;
      const data = message.data;
      finish(
        data.outcome === 'signed-in' && data.provider === provider
          ? { token: data.token, email: data.email }
          : null,
      );
    }
    window.addEventListener('message', listen);
    const watch = setInterval(() => {
      // Closed without an answer counts as cancelled; one more beat lets a last message land.
      if (popup.closed) setTimeout(() => finish(null), WATCH_MS);
    }, WATCH_MS);
  });
}
