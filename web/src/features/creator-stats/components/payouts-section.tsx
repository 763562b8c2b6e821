import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PayoutOverview } from '@contract/payouts.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { payoutStatusLabel } from '../../../lib/payout-status.ts';
import { usePayoutOverview, useRequestPayout } from '../api/payouts.ts';
import { currentStatementMonth, formatMonth, recentMonths } from '../lib/statement-months.ts';
import { BankAccountDialog } from './bank-account-dialog.tsx';
import { StatFigure } from './stat-figure.tsx';

/** The payouts part of /profile/stats: balance, bank account, request, history, statements. */
export function PayoutsSection() {
  const overview = usePayoutOverview();
  return (
    <Stack gap="4" as="section" aria-labelledby="payouts-heading">
      <Heading as="h2" size="lg" id="payouts-heading">
        Payouts
      </Heading>
      <QueryState query={overview} skeleton={<Skeleton h="48" borderRadius="l3" />}>
        {(data) => (
          <Stack gap="6">
            <Balance data={data} />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              <AccountCard data={data} />
              <RequestCard data={data} />
            </SimpleGrid>
            <Requests requests={data.requests} />
            <Statements />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Balance({ data }: { data: PayoutOverview }) {
  const { balance } = data;
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatFigure
          label="Pending"
          value={formatPrice(balance.pending)}
          help={`For ${data.hold_days} days after a sale`}
        />
        <StatFigure
          label="Available"
          value={formatPrice(balance.available)}
          help="Ready to be paid out"
        />
        <StatFigure
          label="Paid"
          value={formatPrice(balance.paid)}
          help="Transferred to your bank"
        />
      </SimpleGrid>
      {balance.owed > 0 && (
        <Text fontSize="sm" color="fg.muted">
          A payment reversed after it was paid out: {formatPrice(balance.owed)} comes off your next
          earnings.
        </Text>
      )}
    </Stack>
  );
}

function AccountCard({ data }: { data: PayoutOverview }) {
  const [editing, setEditing] = useState(false);
  const { account } = data;
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          Bank account
        </Heading>
        {account ? (
          <Stack gap="0">
            <Text>
              {account.bank_name}, {account.branch}
            </Text>
            <Text color="fg.muted">
              {account.account_holder} · account ending {account.account_last4}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">Add the Sri Lankan bank account your payouts go to.</Text>
        )}
        <Box>
          <Button variant="outline" minH="11" onClick={() => setEditing(true)}>
            {account ? 'Change bank account' : 'Add bank account'}
          </Button>
        </Box>
      </Card.Body>
      <BankAccountDialog account={account} open={editing} onClose={() => setEditing(false)} />
    </Card.Root>
  );
}

function RequestCard({ data }: { data: PayoutOverview }) {
  const request = useRequestPayout();
  const [amount, setAmount] = useState('');
  const open = data.requests.some((r) => r.status === 'REQUESTED' || r.status === 'APPROVED');
  const enough = data.balance.available >= data.minimum;
  const why = open
    ? 'Your payout request is being handled; you can ask again once it is paid.'
    : !data.account
      ? 'Add a bank account first.'
      : !enough
        ? `You can ask for a payout from ${formatPrice(data.minimum)} available.`
        : null;
  const failure = request.error instanceof ApiError ? request.error.description : null;

  const submit = () =>
    request.mutate(amount.trim() === '' ? null : Number(amount), {
      onSuccess: (payout) => {
        setAmount('');
        toast.success(`Payout of ${formatPrice(payout.amount)} requested`);
      },
    });

  return (
    <Card.Root variant="outline">
      <Card.Body gap="3" asChild>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Heading as="h3" size="md">
            Request a payout
          </Heading>
          <FormBanner message={failure} />
          <FormField label="Amount in rupees">
            <Input
              inputMode="decimal"
              value={amount}
              placeholder={`${data.balance.available.toFixed(2)} (all available)`}
              onChange={(event) => setAmount(event.target.value)}
              disabled={why !== null}
            />
          </FormField>
          {why && (
            <Text fontSize="sm" color="fg.muted">
              {why}
            </Text>
          )}
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              minH="11"
              loading={request.isPending}
              disabled={why !== null}
            >
              Request payout
            </Button>
          </Box>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function Requests({ requests }: { requests: PayoutOverview['requests'] }) {
  if (requests.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        Your payout requests
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="l3">
        <Table.Root size="sm" aria-label="Payout requests">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Requested</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Details</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {requests.map((request) => (
              <Table.Row key={request.id}>
                <Table.Cell whiteSpace="nowrap">{formatDate(request.created_at)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatPrice(request.amount)}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={payoutStatusLabel[request.status].palette}>
                    {payoutStatusLabel[request.status].label}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {request.status === 'PAID'
                    ? `Paid ${formatDate(request.paid_at!)}, ref. ${request.bank_reference}`
                    : request.status === 'REJECTED'
                      ? request.rejection_reason
                      : `To ${request.bank_name} ending ${request.account_last4}`}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function Statements() {
  const months = recentMonths(currentStatementMonth());
  const [month, setMonth] = useState(months[0]!);
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      <Stack gap="1">
        <Text asChild fontWeight="medium" fontSize="sm">
          <label htmlFor="statement-month">Monthly statement</label>
        </Text>
        <NativeSelect.Root width="56">
          <NativeSelect.Field
            id="statement-month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {months.map((item) => (
              <option key={item} value={item}>
                {formatMonth(item)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Button asChild variant="outline" minH="11">
        <Link to={paths.profileStatement(month)}>Open statement</Link>
      </Button>
    </HStack>
  );
}
