import { Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { payoutAccountRequest, type PayoutAccount } from '@contract/payouts.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveAccount } from '../api/payouts.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useI18n } from '../../../i18n/index.ts';
import { translatedFieldMessage } from '../../../lib/translated-field-message.ts';

/** The contract's field messages (payoutAccountRequest) and their keys. */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  'Please enter the bank name': 'stats.bank.bankRequired',
  'The bank name can have at most 100 characters': 'stats.bank.bankTooLong',
  'Please enter the branch': 'stats.bank.branchRequired',
  'The branch can have at most 100 characters': 'stats.bank.branchTooLong',
  'Please enter the account holder name': 'stats.bank.holderRequired',
  'The account holder name can have at most 100 characters': 'stats.bank.holderTooLong',
  'Please enter the account number': 'stats.bank.numberRequired',
  'An account number has 6 to 20 digits': 'stats.bank.numberRule',
};

/**
 * Adds or changes the Sri Lankan bank account payouts go to. The account number is never shown
 * back (the API answers its last four digits), so a change asks for it again.
 */
export function BankAccountDialog({
  account,
  open,
  onClose,
}: {
  account: PayoutAccount | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveAccount();
  const { t, language, errorMessage } = useI18n();
  const fieldError = (message: string | undefined) =>
    translatedFieldMessage(message, FIELD_MESSAGES, t);
  const form = useForm({
    resolver: zodResolver(payoutAccountRequest),
    values: {
      bank_name: account?.bank_name ?? '',
      branch: account?.branch ?? '',
      account_holder: account?.account_holder ?? '',
      account_number: '',
    },
  });
  const { errors } = form.formState;
  const failure =
    save.error instanceof ApiError
      ? language === 'en'
        ? save.error.description
        : errorMessage(save.error)
      : null;

  // The number is asked for again each time: once saved or given up, the form forgets it, as the
  // API does, so reopening the dialog never shows the whole number.
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('stats.bank.saved'));
        close();
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={account ? t('stats.bank.changeTitle') : t('stats.bank.addTitle')}
      submitLabel={t('stats.bank.save')}
      busy={save.isPending}
      onSubmit={() => void submit()}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('stats.bank.intro')}
        </Text>
        <FormBanner message={failure} />
        <FormField label={t('stats.bank.bank')} error={fieldError(errors.bank_name?.message)}>
          <Input placeholder={t('stats.bank.bankExample')} {...form.register('bank_name')} />
        </FormField>
        <FormField label={t('stats.bank.branch')} error={fieldError(errors.branch?.message)}>
          <Input placeholder={t('stats.bank.branchExample')} {...form.register('branch')} />
        </FormField>
        <FormField
          label={t('stats.bank.holder')}
          error={fieldError(errors.account_holder?.message)}
        >
          <Input autoComplete="name" {...form.register('account_holder')} />
        </FormField>
        <FormField
          label={
            account
              ? t('stats.bank.numberNow', { last4: account.account_last4 })
              : t('stats.bank.number')
          }
          error={fieldError(errors.account_number?.message)}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('account_number')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
