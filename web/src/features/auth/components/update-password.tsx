import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { withDesignSystem } from '../../../app/design-system.tsx';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { formResultError, useFormResult } from '../../../lib/form-result.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useResetPassword } from '../api/account-mails.ts';
import { newPasswordCheck } from '../lib/auth-resolvers.ts';
import { useI18n, useT, type Translate } from '../../../i18n/index.ts';
import styles from './auth.module.css';

// The resend popup is a Chakra dialog: it loads, with Chakra, when it first opens (decision 20).
const AccountMailDialog = lazy(
  withDesignSystem(() =>
    import('./account-mail-dialog.tsx').then((module) => ({ default: module.AccountMailDialog })),
  ),
);

/** The web-only confirmation's messages (the password's own are i18n/validation.ts's). */
const CONFIRM_MESSAGES: Readonly<Record<string, string>> = {
  'Please enter your confirm password': 'emailLinks.newPassword.confirmRequired',
  "Passwords don't match": 'emailLinks.newPassword.mismatch',
};

function passwordError(
  message: string | undefined,
  t: Translate,
  fieldError: (message: string | undefined) => string | undefined,
): string | undefined {
  const key = message === undefined ? undefined : CONFIRM_MESSAGES[message];
  return key ? t(key) : fieldError(message);
}

/**
 * The password reset page (spec 2): without a token, 'Invalid Activation Link' and a button to
 * re-send the activation e-mail; with one, the new-password form. Success: toast, then `onDone`.
 * Plain CSS, drawn by the server: the form is a real post before the script runs (decision 45).
 */
export function UpdatePassword({ token, onDone }: { token: string | null; onDone: () => void }) {
  // A post the server drew again carries the link's token in the page, not in the address.
  const posted = useFormResult('updatePassword');
  const linkToken = token ?? posted?.values.t ?? null;
  if (!linkToken) return <InvalidLink onDone={onDone} />;
  return <NewPasswordForm token={linkToken} onDone={onDone} />;
}

function InvalidLink({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [resendOpen, setResendOpen] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  // The popup needs the script: until it runs, the button says it is not ready yet.
  const hydrated = useHydrated();
  return (
    <div className={styles.message}>
      <h1 className={ui.heading2xl}>{t('emailLinks.invalidLink.title')}</h1>
      <p className={styles.muted}>{t('emailLinks.invalidLink.message')}</p>
      <button
        type="button"
        className={cx(ui.button, ui.large, ui.solid, styles.wrapping)}
        disabled={!hydrated}
        onClick={() => {
          setDialogMounted(true);
          setResendOpen(true);
        }}
      >
        {t('emailLinks.invalidLink.resend')}
      </button>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <AccountMailDialog
            kind="activation"
            open={resendOpen}
            onOpenChange={(open) => {
              setResendOpen(open);
              if (!open) onDone();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const { t, errorMessage, fieldError } = useI18n();
  const posted = useFormResult('updatePassword');
  const [alert, setAlert] = useState<string | null>(() => {
    const error = formResultError(posted);
    return error ? errorMessage(error) : null;
  });
  const form = useForm({
    resolver: newPasswordCheck.resolver,
    defaultValues: { password: '', confirm_password: '' },
  });
  useEffect(() => newPasswordCheck.warm(), []);
  const { errors, submitCount } = form.formState;
  /** The field's message: the script's check, or the server's until the form is sent again. */
  const messageFor = (field: 'password' | 'confirm_password') =>
    passwordError(
      errors[field]?.message ?? (submitCount === 0 ? posted?.fieldErrors[field] : undefined),
      t,
      fieldError,
    );

  const submit = form.handleSubmit(async ({ password }) => {
    setAlert(null);
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      setAlert(errorMessage(error));
      return;
    }
    toast.success(t('emailLinks.newPassword.updated'));
    onDone();
  });

  return (
    // A real post before the script takes over; the token goes in the body (decision 45).
    <form
      method="post"
      action={paths.updatePassword()}
      noValidate
      onSubmit={submit}
      aria-labelledby="new-password-title"
    >
      <input type="hidden" name="t" value={token} />
      <div className={styles.fields}>
        <h1 className={ui.heading2xl} id="new-password-title">
          {t('emailLinks.newPassword.title')}
        </h1>
        <FormBanner message={alert} />
        <PasswordField
          label={t('emailLinks.newPassword.password')}
          error={messageFor('password')}
          autoComplete="new-password"
          {...form.register('password')}
        />
        <PasswordField
          label={t('emailLinks.newPassword.confirm')}
          error={messageFor('confirm_password')}
          autoComplete="new-password"
          {...form.register('confirm_password')}
        />
        <LoadingButton
          type="submit"
          className={cx(ui.button, ui.large, ui.solid)}
          loading={reset.isPending}
        >
          {t('emailLinks.newPassword.submit')}
        </LoadingButton>
      </div>
    </form>
  );
}
