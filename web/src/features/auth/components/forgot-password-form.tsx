import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { formResultError, useFormResult } from '../../../lib/form-result.ts';
import { useRequestAccountMail } from '../api/account-mails.ts';
import { emailCheck } from '../lib/auth-resolvers.ts';
import { accountMailFailure } from '../lib/error-messages.ts';
import styles from './auth.module.css';

/**
 * The forgot-password form as a page (decision 45): where the login page's link leads before its
 * script has run (after it, the link opens the popup). A real post that the server handles, and
 * the same call, messages and toast as the popup once the script has taken over.
 */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t, language, errorMessage, fieldError } = useI18n();
  const mail = useRequestAccountMail('reset');
  const posted = useFormResult('forgotPassword');
  const form = useForm({
    resolver: emailCheck.resolver,
    defaultValues: { email: posted?.values.email ?? '' },
  });
  useEffect(() => emailCheck.warm(), []);
  const { errors, submitCount } = form.formState;

  /** 'description | Error: code', in the page's language, as the popup says it. */
  function failureMessage(error: unknown) {
    return language === 'en' || !(error instanceof ApiError)
      ? accountMailFailure(error)
      : t('auth.errorCode', { description: errorMessage(error), code: String(error.code) });
  }

  const postedError = formResultError(posted);
  const emailError = errors.email
    ? fieldError(errors.email.message)
    : submitCount > 0
      ? undefined
      : postedError
        ? failureMessage(postedError)
        : fieldError(posted?.fieldErrors.email);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await mail.mutateAsync(email);
    } catch (error) {
      form.setError('email', { message: failureMessage(error) });
      return;
    }
    toast.success(t('auth.mail.resetSent'));
    onSent();
  });

  return (
    <form
      method="post"
      action={paths.forgotPassword()}
      noValidate
      onSubmit={submit}
      aria-label={t('auth.mail.resetTitle')}
    >
      <div className={styles.fields}>
        <p>{t('auth.mail.resetIntro')}</p>
        <TextField
          label={t('auth.field.email')}
          error={emailError}
          type="email"
          autoComplete="email"
          // In the server's markup too: register() fills the field only once the script runs.
          defaultValue={posted?.values.email}
          {...form.register('email')}
        />
        <LoadingButton
          type="submit"
          className={cx(ui.button, ui.large, ui.solid)}
          loading={mail.isPending}
        >
          {t('auth.mail.resetSubmit')}
        </LoadingButton>
      </div>
    </form>
  );
}
