import {
  Badge,
  Box,
  Button,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { markPaidRequest, type AdminPayoutItem, type PayoutStatus } from '@contract/payouts.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { apiUrl } from '../../../lib/api-client.ts';
import { useI18n, useT, type Translate } from '../../../i18n/index.ts';
import { payoutStatusLabel } from '../../../lib/payout-status.ts';
import {
  useApprovePayout,
  useMarkPayoutPaid,
  usePayouts,
  useRejectPayout,
} from '../api/admin-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const STATUSES: PayoutStatus[] = ['REQUESTED', 'APPROVED', 'PAID', 'REJECTED'];

/** A status as the admin reads it (the badge colours are lib/payout-status.ts's). */
const statusText = (status: PayoutStatus, t: Translate) =>
  ({
    REQUESTED: t('admin.payouts.requested'),
    APPROVED: t('admin.payouts.approved'),
    PAID: t('admin.payouts.paid'),
    REJECTED: t('admin.payouts.rejected'),
  })[status];

/** The contract's bank-reference messages and their keys. */
const REFERENCE_MESSAGES: Readonly<Record<string, string>> = {
  'Please give the bank reference': 'admin.payouts.referenceRequired',
  'The bank reference can have at most 100 characters': 'admin.payouts.referenceTooLong',
};

/**
 * Creators' payout requests: approve, transfer (the approved ones as a bank bulk-transfer CSV),
 * then mark paid with the bank's reference; or reject with a reason. Account numbers show by
 * their last four digits; the CSV alone carries them whole.
 */
export function PayoutsPanel() {
  const [status, setStatus] = useState<PayoutStatus>('REQUESTED');
  const payouts = usePayouts(status);
  const t = useT();
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <NativeSelect.Root width={{ base: 'full', md: '64' }}>
          <NativeSelect.Field
            aria-label={t('admin.payouts.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as PayoutStatus)}
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusText(value, t)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button asChild variant="outline" minH="11" h="auto" py="2" whiteSpace="normal" maxW="full">
          <a href={apiUrl('/v1/admin/payouts/export.csv')} download>
            <LuDownload aria-hidden /> {t('admin.payouts.csv')}
          </a>
        </Button>
      </HStack>
      <QueryState
        query={payouts}
        skeleton={<Skeleton h="40" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('admin.payouts.empty')} />}
      >
        {(list) => (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t('admin.payouts.table')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('admin.payouts.creator')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('admin.payouts.amount')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.payouts.bankAccount')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.payouts.requestedOn')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.payouts.statusColumn')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((payout) => (
                  <PayoutRow key={payout.id} payout={payout} />
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}

function PayoutRow({ payout }: { payout: AdminPayoutItem }) {
  const approve = useApprovePayout();
  const reject = useRejectPayout();
  const [dialog, setDialog] = useState<'paid' | 'reject' | null>(null);
  const { t, format } = useI18n();
  const name = `${payout.creator.first_name} ${payout.creator.last_name}`.trim();
  return (
    <Table.Row>
      <Table.Cell>
        <Text>{name || payout.creator.username}</Text>
        <Text fontSize="xs" color="fg.muted">
          {payout.creator.email}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {format.price(payout.amount)}
      </Table.Cell>
      <Table.Cell>
        <Text>
          {payout.bank_name}, {payout.branch}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('admin.payouts.ending', {
            holder: payout.account_holder,
            last4: payout.account_last4,
          })}
        </Text>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{format.date(payout.created_at)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={payoutStatusLabel[payout.status].palette}>
          {statusText(payout.status, t)}
        </Badge>
        {payout.bank_reference && (
          <Text fontSize="xs" color="fg.muted">
            {t('admin.payouts.reference', { reference: payout.bank_reference })}
          </Text>
        )}
        {payout.rejection_reason && (
          <Text fontSize="xs" color="fg.muted">
            {payout.rejection_reason}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2" justify="flex-end">
          {payout.status === 'REQUESTED' && (
            <Button
              size="sm"
              minH="11"
              colorPalette="brand"
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(payout.id, {
                  onSuccess: () => toast.success(t('admin.payouts.approvedToast')),
                })
              }
            >
              {t('admin.payouts.approve')}
            </Button>
          )}
          {payout.status === 'APPROVED' && (
            <Button size="sm" minH="11" colorPalette="brand" onClick={() => setDialog('paid')}>
              {t('admin.payouts.markPaid')}
            </Button>
          )}
          {(payout.status === 'REQUESTED' || payout.status === 'APPROVED') && (
            <Button size="sm" minH="11" variant="outline" onClick={() => setDialog('reject')}>
              {t('admin.payouts.reject')}
            </Button>
          )}
        </HStack>
        <MarkPaidDialog payout={payout} open={dialog === 'paid'} onClose={() => setDialog(null)} />
        <ReasonDialog
          open={dialog === 'reject'}
          title={t('admin.payouts.rejectTitle')}
          confirmLabel={t('admin.payouts.reject')}
          presets={[t('admin.payouts.reasonHolder'), t('admin.payouts.reasonBank')]}
          busy={reject.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            reject.mutate(
              { payoutId: payout.id, reason },
              {
                onSuccess: () => {
                  setDialog(null);
                  toast.success(t('admin.payouts.rejectedToast'));
                },
              },
            )
          }
        />
      </Table.Cell>
    </Table.Row>
  );
}

function MarkPaidDialog({
  payout,
  open,
  onClose,
}: {
  payout: AdminPayoutItem;
  open: boolean;
  onClose: () => void;
}) {
  const markPaid = useMarkPayoutPaid();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t, format, fieldError } = useI18n();
  const submit = () => {
    const parsed = markPaidRequest.safeParse({ bank_reference: reference });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      const key = message === undefined ? undefined : REFERENCE_MESSAGES[message];
      setError((key ? t(key) : fieldError(message)) ?? null);
      return;
    }
    markPaid.mutate(
      { payoutId: payout.id, reference: parsed.data.bank_reference },
      {
        onSuccess: () => {
          onClose();
          toast.success(t('admin.payouts.markedPaid'));
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('admin.payouts.markPaidTitle', { amount: format.price(payout.amount) })}
      submitLabel={t('admin.payouts.markPaid')}
      busy={markPaid.isPending}
      onSubmit={submit}
    >
      <FormField label={t('admin.payouts.bankReference')} error={error ?? undefined}>
        <Input value={reference} onChange={(event) => setReference(event.target.value)} />
      </FormField>
    </FormDialog>
  );
}
