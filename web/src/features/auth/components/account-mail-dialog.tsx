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
import { richText, useI18n } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** Each popup's texts, as catalogue keys. */
const TEXTS: Record<AccountMail, { title: string; intro: string; submit: string; sent: string }> = {
  reset: {
    title: 'auth.mail.resetTitle',
    intro: 'auth.mail.resetIntro',
    submit: 'auth.mail.resetSubmit',
    sent: 'auth.mail.resetSent',
  },
  activation: {
    title: 'auth.mail.activationTitle',
    intro: 'auth.mail.activationIntro',
    submit: 'auth.mail.activationSubmit',
    sent: 'auth.mail.activationSent',
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
  const { t, language, errorMessage, fieldError } = useI18n();
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
      const message =
        language === 'en' || !(error instanceof ApiError)
          ? accountMailFailure(error)
          : t('auth.errorCode', { description: errorMessage(error), code: String(error.code) });
      form.setError('email', { message });
      setSentTo(null);
      return;
    }
    toast.success(t(texts.sent));
    if (kind === 'reset') setSentTo(email);
    else onOpenChange(false);
  }

  function close(next: boolean) {
    if (!next) setSentTo(null);
    onOpenChange(next);
  }

  return (
    <SimpleDialog open={open} onOpenChange={close} title={t(texts.title)}>
      {sentTo ? (
        <Stack gap="4" pb="2">
          <Text>
            {richText(t('auth.mail.resetSentTo', { email: sentTo }), {
              strong: (email) => <strong>{email}</strong>,
            })}
          </Text>
          <Button variant="outline" loading={mail.isPending} onClick={() => send(sentTo)}>
            {t('auth.mail.resend')}
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(({ email }) => send(email))}>
          <Stack gap="4" pb="2">
            <Text color="fg.muted">{t(texts.intro)}</Text>
            <FormField
              label={t('auth.field.email')}
              error={fieldError(form.formState.errors.email?.message)}
            >
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={mail.isPending}>
              {t(texts.submit)}
            </Button>
          </Stack>
        </form>
      )}
    </SimpleDialog>
  );
}
