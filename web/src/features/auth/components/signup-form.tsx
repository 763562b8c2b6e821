import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { cx } from '../../../lib/cx.ts';
import { paths } from '../../../config/paths.ts';
import { formResultError, useFormResult } from '../../../lib/form-result.ts';
import { useSignUp } from '../api/sign-in.ts';
import { signUpCheck } from '../lib/auth-resolvers.ts';
import { signUpFailure } from '../lib/error-messages.ts';
import styles from './auth.module.css';
import { SocialSignIn } from './social-sign-in.tsx';
import { useI18n } from '../../../i18n/index.ts';

/**
 * Sign-up (spec 2, 4): register, log in with the same credentials, then `onSignedUp` (the page
 * goes home) with the inbox toast. 1107 shows on the e-mail field, other errors in the banner.
 * Plain CSS, so the sign-up page loads without Chakra (decision 20).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t, language, errorMessage, fieldError } = useI18n();
  const signUp = useSignUp();
  // The page drawn again by the server after a post the script did not take (decision 45).
  const posted = useFormResult('signup');
  const postedError = formResultError(posted);
  const postedFailure = postedError ? signUpFailure(postedError) : null;
  const postedMessage =
    postedError && postedFailure
      ? language === 'en'
        ? postedFailure.message
        : errorMessage(postedError)
      : undefined;
  const [banner, setBanner] = useState<string | null>(
    postedFailure && !postedFailure.field ? (postedMessage ?? null) : null,
  );
  const form = useForm({
    resolver: signUpCheck.resolver,
    defaultValues: {
      first_name: posted?.values.first_name ?? '',
      email: posted?.values.email ?? '',
      password: '',
    },
  });
  useEffect(() => signUpCheck.warm(), []);
  const { errors, submitCount } = form.formState;
  /** The field's message: the script's check, or the server's until the form is sent again. */
  const messageFor = (field: 'first_name' | 'email' | 'password') => {
    if (errors[field]) return fieldError(errors[field]?.message);
    if (submitCount > 0) return undefined;
    if (field === postedFailure?.field) return postedMessage;
    return fieldError(posted?.fieldErrors[field]);
  };

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      const failure = signUpFailure(error);
      const message = language === 'en' ? failure.message : errorMessage(error);
      if (failure.field) form.setError(failure.field, { message });
      else setBanner(message);
      return;
    }
    toast.success(t('auth.signup.checkInbox'));
    onSignedUp();
  });

  return (
    <div className={styles.panel}>
      {/* A real post before the script takes over: never a GET, which would put the password
          in the address (decision 45). */}
      <form
        method="post"
        action={paths.signup()}
        noValidate
        onSubmit={submit}
        aria-label={t('auth.signup.form')}
      >
        <div className={styles.fields}>
          <FormBanner message={banner} />
          <TextField
            label={t('auth.field.firstName')}
            error={messageFor('first_name')}
            autoComplete="given-name"
            // In the server's markup too: register() fills the field only once the script runs.
            defaultValue={posted?.values.first_name}
            {...form.register('first_name')}
          />
          <TextField
            label={t('auth.field.email')}
            error={messageFor('email')}
            type="email"
            autoComplete="email"
            defaultValue={posted?.values.email}
            {...form.register('email')}
          />
          <PasswordField
            label={t('auth.field.password')}
            error={messageFor('password')}
            autoComplete="new-password"
            {...form.register('password')}
          />
          <LoadingButton
            type="submit"
            className={cx(ui.button, ui.large, ui.solid)}
            loading={signUp.isPending}
          >
            {t('auth.signup.submit')}
          </LoadingButton>
        </div>
      </form>
      <SocialSignIn
        next="/"
        onSignedIn={() => {
          toast.success(t('auth.login.success'));
          onSignedUp();
        }}
        onError={setBanner}
      />
    </div>
  );
}
