import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { withDesignSystem } from '../../../app/design-system.tsx';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { cx } from '../../../lib/cx.ts';
import { paths } from '../../../config/paths.ts';
import { formResultError, useFormResult } from '../../../lib/form-result.ts';
import { useLogin } from '../api/sign-in.ts';
import { loginCheck } from '../lib/auth-resolvers.ts';
import { loginFailure } from '../lib/error-messages.ts';
import styles from './auth.module.css';
import { SocialSignIn } from './social-sign-in.tsx';
import { useI18n } from '../../../i18n/index.ts';
import { useLanguageAfterSignIn } from '../../../i18n/language-after-sign-in.ts';

// The popups are Chakra dialogs: they load, with Chakra, when one first opens (decision 20).
const AccountMailDialog = lazy(
  withDesignSystem(() =>
    import('./account-mail-dialog.tsx').then((module) => ({ default: module.AccountMailDialog })),
  ),
);

/**
 * Everything the login page and the login popup share (spec 2 'Login', 4, 8): the form, the
 * forgot-password and resend-activation popups, and the social buttons. `next` is where a
 * Facebook redirect returns to. Plain CSS, so the login page loads without Chakra (decision 20).
 */
export function LoginPanel({
  next,
  onSignedIn,
  initialError = null,
}: {
  next: string;
  onSignedIn: () => void;
  initialError?: string | null;
}) {
  const { t, language, errorMessage, fieldError } = useI18n();
  const afterSignIn = useLanguageAfterSignIn();
  const login = useLogin();
  // The page drawn again by the server after a post the script did not take (decision 45).
  const posted = useFormResult('login');
  const [banner, setBanner] = useState<string | null>(() => {
    const error = formResultError(posted);
    if (!error) return initialError;
    return language === 'en' ? loginFailure(error).message : errorMessage(error);
  });
  const [dialog, setDialog] = useState<'reset' | 'activation' | null>(null);
  // The popups mount when one first opens and stay, so closing animates and returns focus.
  const [dialogsMounted, setDialogsMounted] = useState(false);
  function openDialog(kind: 'reset' | 'activation') {
    setDialogsMounted(true);
    setDialog(kind);
  }
  const form = useForm({
    resolver: loginCheck.resolver,
    defaultValues: { user_id: posted?.values.user_id ?? '', password: '' },
  });
  useEffect(() => loginCheck.warm(), []);
  const { errors, submitCount } = form.formState;
  /** The field's message: the script's check, or the server's until the form is sent again. */
  const messageFor = (field: 'user_id' | 'password') =>
    fieldError(
      errors[field]?.message ?? (submitCount === 0 ? posted?.fieldErrors[field] : undefined),
    );

  function signedIn() {
    toast.success(t('auth.login.success'));
    onSignedIn();
  }

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const profile = await login.mutateAsync(values);
      // A language chosen on this device stays; else the account's follows them here (i18n.md).
      await afterSignIn(profile.language);
    } catch (error) {
      const failure = loginFailure(error);
      // English shows the spec's texts; Sinhala and Tamil the catalogue's message for the code.
      setBanner(language === 'en' ? failure.message : errorMessage(error));
      if (failure.kind === 'not-activated') openDialog('activation');
      return;
    }
    signedIn();
  });

  return (
    <div className={styles.panel}>
      {/* A real post before the script takes over: never a GET, which would put the password
          in the address (decision 45). */}
      <form
        method="post"
        // `next` only when it is not where the server sends a login anyway: the address the
        // failed post leaves in the bar stays /login.
        action={paths.login(next === paths.profileAlbums() ? undefined : next)}
        noValidate
        onSubmit={submit}
        aria-label={t('auth.login.form')}
      >
        <div className={styles.fields}>
          <FormBanner message={banner} />
          <TextField
            label={t('auth.field.email')}
            error={messageFor('user_id')}
            type="email"
            autoComplete="username"
            // In the server's markup too: register() fills the field only once the script runs.
            defaultValue={posted?.values.user_id}
            {...form.register('user_id')}
          />
          <PasswordField
            label={t('auth.field.password')}
            error={messageFor('password')}
            autoComplete="current-password"
            {...form.register('password')}
          />
          {/* A page of its own before the script takes over; the popup after. */}
          <a
            href={paths.forgotPassword()}
            className={cx(ui.button, styles.forgot)}
            onClick={(event) => {
              event.preventDefault();
              openDialog('reset');
            }}
          >
            {t('auth.login.forgot')}
          </a>
          <LoadingButton
            type="submit"
            className={cx(ui.button, ui.large, ui.solid)}
            loading={login.isPending}
          >
            {t('auth.login.submit')}
          </LoadingButton>
        </div>
      </form>
      <SocialSignIn next={next} onSignedIn={signedIn} onError={setBanner} />
      {dialogsMounted ? (
        <Suspense fallback={null}>
          <AccountMailDialog
            kind="reset"
            open={dialog === 'reset'}
            onOpenChange={(open) => setDialog(open ? 'reset' : null)}
            defaultEmail={form.getValues('user_id')}
          />
          <AccountMailDialog
            kind="activation"
            open={dialog === 'activation'}
            onOpenChange={(open) => setDialog(open ? 'activation' : null)}
            defaultEmail={form.getValues('user_id')}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
