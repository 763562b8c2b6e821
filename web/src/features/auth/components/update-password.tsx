import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { resetPasswordRequest } from '@contract/account.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useResetPassword } from '../api/account-mails.ts';
import { useI18n, useT, type Translate } from '../../../i18n/index.ts';
import { AccountMailDialog } from './account-mail-dialog.tsx';

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

/** The contract's new-password rule plus the web-only confirmation (spec 5, reset). */
export const newPasswordForm = resetPasswordRequest
  .pick({ password: true })
  .extend({
    confirm_password: z.string().min(1, 'Please enter your confirm password'),
  })
  .refine((values) => values.password === values.confirm_password, {
    message: "Passwords don't match",
    path: ['confirm_password'],
  });

/**
 * The password reset page (spec 2): without a token, 'Invalid Activation Link' and a button to
 * re-send the activation e-mail; with one, the new-password form. Success: toast, then `onDone`.
 */
export function UpdatePassword({ token, onDone }: { token: string | null; onDone: () => void }) {
  const [resendOpen, setResendOpen] = useState(false);
  const t = useT();
  if (!token) {
    return (
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {t('emailLinks.invalidLink.title')}
        </Heading>
        <Text color="fg.muted">{t('emailLinks.invalidLink.message')}</Text>
        <Button
          colorPalette="brand"
          // Long in Tamil: wraps instead of running off a phone's screen.
          whiteSpace="normal"
          h="auto"
          minH="10"
          py="2"
          onClick={() => setResendOpen(true)}
        >
          {t('emailLinks.invalidLink.resend')}
        </Button>
        <AccountMailDialog
          kind="activation"
          open={resendOpen}
          onOpenChange={(open) => {
            setResendOpen(open);
            if (!open) onDone();
          }}
        />
      </Stack>
    );
  }
  return <NewPasswordForm token={token} onDone={onDone} />;
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const { t, errorMessage, fieldError } = useI18n();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

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
    <form noValidate onSubmit={submit} aria-labelledby="new-password-title">
      <Stack gap="4">
        <Heading as="h1" size="2xl" id="new-password-title">
          {t('emailLinks.newPassword.title')}
        </Heading>
        <FormBanner message={alert} />
        <PasswordField
          label={t('emailLinks.newPassword.password')}
          error={passwordError(errors.password?.message, t, fieldError)}
          autoComplete="new-password"
          {...form.register('password')}
        />
        <PasswordField
          label={t('emailLinks.newPassword.confirm')}
          error={passwordError(errors.confirm_password?.message, t, fieldError)}
          autoComplete="new-password"
          {...form.register('confirm_password')}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending}>
          {t('emailLinks.newPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
