import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailRequest } from '@contract/account.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SimpleDialog } from '../../../components/ui/simple-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useRequestAccountMail, type AccountMail } from '../api/account-mails.ts';
import { accountMailFailure } from '../lib/error-messages.ts';

const TEXTS: Record<AccountMail, { title: string; intro: string; submit: string; sent: string }> = {
  reset: {
    title: 'Forgot Password',
    intro:
      'Enter the email address of your account and we will send you a link to reset your password.',
    submit: 'Send Reset Link',
    sent: 'Password reset email sent successful',
  },
  activation: {
    title: 'Resend Activation Mail',
    intro: 'Enter the email address you signed up with and we will send the activation link again.',
    submit: 'Resend Activation Mail',
    sent: 'Activation mail sent to your email account',
  },
};

/**
 * The forgot-password popup (request form, then a success view with a resend button) and the
 * resend-activation popup (closes with its toast). Both answer the same for any address.
 */
export function AccountMailDialog({
  kind,
  open,
  onOpenChange,
  defaultEmail = '',
}: {
  kind: AccountMail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  const texts = TEXTS[kind];
  const mail = useRequestAccountMail(kind);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(emailRequest),
    values: { email: defaultEmail },
  });

  async function send(email: string) {
    try {
      await mail.mutateAsync(email);
    } catch (error) {
      form.setError('email', { message: accountMailFailure(error) });
      setSentTo(null);
      return;
    }
    toast.success(texts.sent);
    if (kind === 'reset') setSentTo(email);
    else onOpenChange(false);
  }

  function close(next: boolean) {
    if (!next) setSentTo(null);
    onOpenChange(next);
  }

  return (
    <SimpleDialog open={open} onOpenChange={close} title={texts.title}>
      {sentTo ? (
        <Stack gap="4" pb="2">
          <Text>
            We have sent a password reset link to <strong>{sentTo}</strong>. Check your inbox and
            follow the link to create a new password.
          </Text>
          <Button variant="outline" loading={mail.isPending} onClick={() => send(sentTo)}>
            Resend
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(({ email }) => send(email))}>
          <Stack gap="4" pb="2">
            <Text color="fg.muted">{texts.intro}</Text>
            <FormField label="Email" error={form.formState.errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={mail.isPending}>
              {texts.submit}
            </Button>
          </Stack>
        </form>
      )}
    </SimpleDialog>
  );
}
