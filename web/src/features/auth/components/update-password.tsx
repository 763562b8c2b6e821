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
import { errorMessage } from '../lib/error-messages.ts';
import { AccountMailDialog } from './account-mail-dialog.tsx';

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
  if (!token) {
    return (
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          Invalid Activation Link
        </Heading>
        <Text color="fg.muted">The link you followed is incomplete.</Text>
        <Button colorPalette="brand" onClick={() => setResendOpen(true)}>
          Re-send Activation Email
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
    toast.success('Your password has been successfully updated. Please login.');
    onDone();
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="new-password-title">
      <Stack gap="4">
        <Heading as="h1" size="2xl" id="new-password-title">
          Create a New Password
        </Heading>
        <FormBanner message={alert} />
        <PasswordField
          label="New Password"
          error={errors.password?.message}
          autoComplete="new-password"
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm Password"
          error={errors.confirm_password?.message}
          autoComplete="new-password"
          {...form.register('confirm_password')}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
