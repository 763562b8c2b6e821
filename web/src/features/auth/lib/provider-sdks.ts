/**
 * The two providers' browser SDKs, loaded only when the deployment configures them
 * (GET /v1/public/config). Typed to the few calls used here.
 */

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential?: string }) => void;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: { type: 'standard'; theme: 'outline'; size: 'large'; text: string; width: number },
      ): void;
    };
  };
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (answer: { authResponse?: { accessToken: string } | null }) => void,
    options: { scope: string },
  ): void;
  api(path: string, params: { fields: string }, callback: (me: { email?: string }) => void): void;
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

export async function loadGoogleIdentity(): Promise<GoogleIdentity> {
  await loadScript('https://accounts.google.com/gsi/client');
  if (!window.google) throw new Error('Google Identity Services did not start');
  return window.google;
}

/** Read through a function: the SDK sets the global while this module awaits its script. */
function facebookGlobal(): FacebookSdk | undefined {
  return window.FB;
}

export async function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  const ready = facebookGlobal();
  if (ready) return ready;
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const sdk = facebookGlobal();
  if (!sdk) throw new Error('The Facebook SDK did not start');
  sdk.init({ appId, version: 'v21.0', cookie: false, xfbml: false });
  return sdk;
}

/** The e-mail claim of a Google ID token (the API verifies the signature; this only reads it). */
export function emailInIdToken(idToken: string): string | null {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { email?: unknown; email_verified?: unknown };
    return typeof claims.email === 'string' && claims.email ? claims.email : null;
  } catch {
    return null;
  }
}

/** Facebook login in the SDK popup: the access token and the address, or null if refused. */
export function facebookLogin(
  sdk: FacebookSdk,
): Promise<{ token: string; email: string | null } | null> {
  return new Promise((resolve) => {
    sdk.login(
      (answer) => {
        const token = answer.authResponse?.accessToken;
        if (!token) return resolve(null);
        sdk.api('/me', { fields: 'email' }, (me) => resolve({ token, email: me.email ?? null }));
      },
      { scope: 'email' },
    );
  });
}
