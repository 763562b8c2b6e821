import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerRequest } from '@contract/account.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { cx } from '../../../lib/cx.ts';
import { useSignUp } from '../api/sign-in.ts';
import { signUpFailure } from '../lib/error-messages.ts';
import styles from './auth.module.css';
import { SocialSignIn } from './social-sign-in.tsx';
import { useI18n } from '../../../i18n/index.ts';

/** The e-mail branch of the sign-up contract: first name, e-mail and password (spec 5). */
const signUpForm = registerRequest.options[0].pick({
  first_name: true,
  email: true,
  password: true,
});

/**
 * Sign-up (spec 2, 4): register, log in with the same credentials, then `onSignedUp` (the page
 * goes home) with the inbox toast. 1107 shows on the e-mail field, other errors in the banner.
 * Plain CSS, so the sign-up page loads without Chakra (decision 20).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t, language, errorMessage, fieldError } = useI18n();
  const signUp = useSignUp();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signUpForm),
    defaultValues: { first_name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

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
      <form noValidate onSubmit={submit} aria-label={t('auth.signup.form')}>
        <div className={styles.fields}>
          <FormBanner message={banner} />
          <TextField
            label={t('auth.field.firstName')}
            error={fieldError(errors.first_name?.message)}
            autoComplete="given-name"
            {...form.register('first_name')}
          />
          <TextField
            label={t('auth.field.email')}
            error={fieldError(errors.email?.message)}
            type="email"
            autoComplete="email"
            {...form.register('email')}
          />
          <PasswordField
            label={t('auth.field.password')}
            error={fieldError(errors.password?.message)}
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
