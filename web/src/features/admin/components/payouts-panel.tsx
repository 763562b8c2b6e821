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
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { payoutStatusLabel } from '../../../lib/payout-status.ts';
import {
  useApprovePayout,
  useMarkPayoutPaid,
  usePayouts,
  useRejectPayout,
} from '../api/admin-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const STATUSES: PayoutStatus[] = ['REQUESTED', 'APPROVED', 'PAID', 'REJECTED'];

const REJECT_REASONS = [
  'The account holder name does not match your name on LankaLens.',
  'The bank could not credit this account; please check the account number and branch.',
] as const;

/**
 * Creators' payout requests: approve, transfer (the approved ones as a bank bulk-transfer CSV),
 * then mark paid with the bank's reference; or reject with a reason. Account numbers show by
 * their last four digits; the CSV alone carries them whole.
 */
export function PayoutsPanel() {
  const [status, setStatus] = useState<PayoutStatus>('REQUESTED');
  const payouts = usePayouts(status);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <NativeSelect.Root width={{ base: 'full', md: '64' }}>
          <NativeSelect.Field
            aria-label="Payout status"
            value={status}
            onChange={(event) => setStatus(event.target.value as PayoutStatus)}
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {payoutStatusLabel[value].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button asChild variant="outline" minH="11">
          <a href={apiUrl('/v1/admin/payouts/export.csv')} download>
            <LuDownload aria-hidden /> Approved payouts (CSV for the bank)
          </a>
        </Button>
      </HStack>
      <QueryState
        query={payouts}
        skeleton={<Skeleton h="40" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No payout requests here" />}
      >
        {(list) => (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Payout requests">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Creator</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Bank account</Table.ColumnHeader>
                  <Table.ColumnHeader>Requested</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
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
        {formatPrice(payout.amount)}
      </Table.Cell>
      <Table.Cell>
        <Text>
          {payout.bank_name}, {payout.branch}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {payout.account_holder} · ending {payout.account_last4}
        </Text>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(payout.created_at)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={payoutStatusLabel[payout.status].palette}>
          {payoutStatusLabel[payout.status].label}
        </Badge>
        {payout.bank_reference && (
          <Text fontSize="xs" color="fg.muted">
            ref. {payout.bank_reference}
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
                approve.mutate(payout.id, { onSuccess: () => toast.success('Payout approved') })
              }
            >
              Approve
            </Button>
          )}
          {payout.status === 'APPROVED' && (
            <Button size="sm" minH="11" colorPalette="brand" onClick={() => setDialog('paid')}>
              Mark paid
            </Button>
          )}
          {(payout.status === 'REQUESTED' || payout.status === 'APPROVED') && (
            <Button size="sm" minH="11" variant="outline" onClick={() => setDialog('reject')}>
              Reject
            </Button>
          )}
        </HStack>
        <MarkPaidDialog payout={payout} open={dialog === 'paid'} onClose={() => setDialog(null)} />
        <ReasonDialog
          open={dialog === 'reject'}
          title="Reject payout request"
          confirmLabel="Reject"
          presets={REJECT_REASONS}
          busy={reject.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            reject.mutate(
              { payoutId: payout.id, reason },
              {
                onSuccess: () => {
                  setDialog(null);
                  toast.success('Payout request rejected');
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
  const submit = () => {
    const parsed = markPaidRequest.safeParse({ bank_reference: reference });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    markPaid.mutate(
      { payoutId: payout.id, reference: parsed.data.bank_reference },
      {
        onSuccess: () => {
          onClose();
          toast.success('Payout marked paid');
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Mark ${formatPrice(payout.amount)} paid`}
      submitLabel="Mark paid"
      busy={markPaid.isPending}
      onSubmit={submit}
    >
      <FormField label="Bank reference" error={error ?? undefined}>
        <Input value={reference} onChange={(event) => setReference(event.target.value)} />
      </FormField>
    </FormDialog>
  );
}
