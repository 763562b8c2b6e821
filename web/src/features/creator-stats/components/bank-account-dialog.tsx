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
  const failure = save.error instanceof ApiError ? save.error.description : null;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success('Bank account saved');
        onClose();
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={account ? 'Change bank account' : 'Add a bank account'}
      submitLabel="Save"
      busy={save.isPending}
      onSubmit={() => void submit()}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          A Sri Lankan bank account in your name. Payouts are transferred in rupees.
        </Text>
        <FormBanner message={failure} />
        <FormField label="Bank" error={errors.bank_name?.message}>
          <Input placeholder="e.g. Commercial Bank of Ceylon" {...form.register('bank_name')} />
        </FormField>
        <FormField label="Branch" error={errors.branch?.message}>
          <Input placeholder="e.g. Kandy" {...form.register('branch')} />
        </FormField>
        <FormField label="Account holder" error={errors.account_holder?.message}>
          <Input autoComplete="name" {...form.register('account_holder')} />
        </FormField>
        <FormField
          label={
            account ? `Account number (now ending ${account.account_last4})` : 'Account number'
          }
          error={errors.account_number?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('account_number')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
