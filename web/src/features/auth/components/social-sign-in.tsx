import { useEffect, useRef } from 'react';
import { FcGoogle } from 'react-icons/fc';
import { LuFacebook } from 'react-icons/lu';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { apiUrl } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useAwaitingApp } from '../../../lib/use-hydrated.ts';
import type { FacebookSignIn, LocalIdentity } from '@contract/public-config.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useSocialSignIn, type SocialProvider } from '../api/sign-in.ts';
import {
  emailInIdToken,
  facebookLogin,
  loadFacebookSdk,
  loadGoogleIdentity,
} from '../lib/provider-sdks.ts';
import { signInWithLocalIdentity, type LocalIdentityProvider } from '../lib/local-identity.ts';
import styles from './auth.module.css';
import { GENERIC_FAILURE } from '../../../components/ui/toaster.tsx';
import { useI18n, useT } from '../../../i18n/index.ts';

/**
 * Google and Facebook sign-in (spec 4): only the providers the deployment configures are shown;
 * in local mode without their keys, the local identity page plays them (docs/accounts.md).
 * `next` is where a Facebook redirect lands afterwards; `onSignedIn` runs after the other flows.
 * Plain CSS (decision 20).
 */
export function SocialSignIn({
  next,
  onSignedIn,
  onError,
}: {
  next: string;
  onSignedIn: () => void;
  onError: (message: string) => void;
}) {
  const config = usePublicConfig();
  const signIn = useSocialSignIn();
  const { t, language, errorMessage } = useI18n();

  if (!config.data) return null;
  const { google_client_id: googleClientId, facebook, local_identity: local } = config.data;
  if (!googleClientId && !facebook && !local) return null;
  const played = (provider: LocalIdentityProvider) =>
    local?.providers.includes(provider) ? local : null;
  const googleStandIn = played('GOOGLE');
  const facebookStandIn = played('FACEBOOK');

  function complete(provider: SocialProvider, token: string, email: string | null) {
    // No address from the provider: no usable profile (spec 8).
    if (!email) return onError(t('shell.error.generic'));
    signIn.mutate(
      { provider, token, email },
      {
        onSuccess: onSignedIn,
        onError: (error) =>
          onError(language === 'en' ? socialErrorMessage(error) : errorMessage(error)),
      },
    );
  }

  return (
    <div className={styles.social}>
      <div className={styles.divider}>
        <span className={styles.rule} role="separator" aria-orientation="horizontal" />
        <p className={styles.dividerText}>{t('auth.social.or')}</p>
        <span className={styles.rule} role="separator" aria-orientation="horizontal" />
      </div>
      {googleClientId ? (
        <GoogleButton
          clientId={googleClientId}
          onToken={(token) => complete('GOOGLE', token, emailInIdToken(token))}
          onError={() => onError(t('shell.error.generic'))}
        />
      ) : googleStandIn ? (
        <LocalIdentityButton
          local={googleStandIn}
          provider="GOOGLE"
          busy={signIn.isPending}
          onToken={(token) => complete('GOOGLE', token, emailInIdToken(token))}
          onError={() => onError(t('shell.error.generic'))}
        />
      ) : null}
      {facebook ? (
        <FacebookButton
          facebook={facebook}
          next={next}
          busy={signIn.isPending}
          onToken={(token, email) => complete('FACEBOOK', token, email)}
          onError={() => onError(t('shell.error.generic'))}
        />
      ) : facebookStandIn ? (
        <LocalIdentityButton
          local={facebookStandIn}
          provider="FACEBOOK"
          busy={signIn.isPending}
          onToken={(token, email) => complete('FACEBOOK', token, email)}
          onError={() => onError(t('shell.error.generic'))}
        />
      ) : null}
    </div>
  );
}

function socialErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_FAILURE;
}

function GoogleButton({
  clientId,
  onToken,
  onError,
}: {
  clientId: string;
  onToken: (idToken: string) => void;
  onError: () => void;
}) {
  const slot = useRef<HTMLDivElement>(null);
  // The latest callbacks, without re-rendering Google's button when they change.
  const handlers = useRef({ onToken, onError });
  useEffect(() => {
    handlers.current = { onToken, onError };
  });
  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            credential ? handlers.current.onToken(credential) : handlers.current.onError(),
        });
        google.accounts.id.renderButton(slot.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: Math.min(slot.current.clientWidth || 320, 400),
        });
      })
      .catch(() => handlers.current.onError());
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  return <div ref={slot} className={styles.googleSlot} data-testid="google-sign-in" />;
}

/** What a provider's button reports: the token and address it got, or that it failed. */
interface TokenHandlers {
  busy: boolean;
  onToken: (token: string, email: string | null) => void;
  onError: () => void;
}

const BUTTON_CLASS = cx(ui.button, ui.large, ui.outline);

function ProviderLabel({ provider }: { provider: LocalIdentityProvider }) {
  const t = useT();
  return provider === 'GOOGLE' ? (
    <>
      <FcGoogle aria-hidden /> {t('auth.social.google')}
    </>
  ) : (
    <>
      <LuFacebook aria-hidden /> {t('auth.social.facebook')}
    </>
  );
}

/**
 * A button that signs in through a popup: `signIn` gives the token and address, or null when
 * the person refused; `cancelIsError` says whether a refusal shows the failure message. The popup
 * needs the script: disabled until the app takes over the server's markup (decision 44).
 */
function PopupSignInButton({
  provider,
  signIn,
  cancelIsError,
  busy,
  onToken,
  onError,
}: TokenHandlers & {
  provider: LocalIdentityProvider;
  signIn: () => Promise<{ token: string; email: string | null } | null>;
  cancelIsError: boolean;
}) {
  const awaitingApp = useAwaitingApp();
  async function start() {
    try {
      const answer = await signIn();
      if (answer) onToken(answer.token, answer.email);
      else if (cancelIsError) onError();
    } catch {
      onError();
    }
  }
  return (
    <LoadingButton
      type="button"
      className={BUTTON_CLASS}
      loading={busy}
      disabled={awaitingApp}
      onClick={() => void start()}
    >
      <ProviderLabel provider={provider} />
    </LoadingButton>
  );
}

function FacebookButton({
  facebook,
  next,
  ...handlers
}: TokenHandlers & { facebook: FacebookSignIn; next: string }) {
  if (facebook.mode === 'redirect') {
    // The API runs the OAuth dance and sends the browser back to `next`, signed in.
    const href = apiUrl(`${facebook.start_path}?redirect=${encodeURIComponent(next)}`);
    return (
      <a href={href} className={BUTTON_CLASS}>
        <ProviderLabel provider="FACEBOOK" />
      </a>
    );
  }
  const appId = facebook.app_id;
  return (
    <PopupSignInButton
      provider="FACEBOOK"
      signIn={async () => facebookLogin(await loadFacebookSdk(appId))}
      cancelIsError={false}
      {...handlers}
    />
  );
}

/**
 * A provider's button in local mode without its keys: the local identity page in a popup. A
 * cancel there (or closing it) shows the spec's failure message, as a refused redirect does.
 */
function LocalIdentityButton({
  local,
  provider,
  ...handlers
}: TokenHandlers & { local: LocalIdentity; provider: LocalIdentityProvider }) {
  return (
    <PopupSignInButton
      provider={provider}
      signIn={() => signInWithLocalIdentity(local, provider)}
      cancelIsError
      {...handlers}
    />
  );
}
