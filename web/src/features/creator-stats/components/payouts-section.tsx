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
import { payoutStatusLabel } from '../../../lib/payout-status.ts';
import { useI18n, useT, type Translate } from '../../../i18n/index.ts';
import type { PayoutStatus } from '@contract/payouts.ts';
import { usePayoutOverview, useRequestPayout } from '../api/payouts.ts';
import { readPayoutAmount, type AmountProblem } from '../lib/payout-amount.ts';
import { currentStatementMonth, recentMonths } from '../lib/statement-months.ts';
import { BankAccountDialog } from './bank-account-dialog.tsx';
import { StatFigure } from './stat-figure.tsx';
import { WideTable } from './wide-table.tsx';

function statusText(status: PayoutStatus, t: Translate): string {
  switch (status) {
    case 'REQUESTED':
      return t('stats.payouts.status.requested');
    case 'APPROVED':
      return t('stats.payouts.status.approved');
    case 'PAID':
      return t('stats.payouts.status.paid');
    case 'REJECTED':
      return t('stats.payouts.status.rejected');
  }
}

/** The payouts part of /profile/stats: balance, bank account, request, history, statements. */
export function PayoutsSection() {
  const overview = usePayoutOverview();
  const t = useT();
  return (
    <Stack gap="4" as="section" aria-labelledby="payouts-heading">
      <Heading as="h2" size="lg" id="payouts-heading">
        {t('stats.payouts.title')}
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
  const { t, format } = useI18n();
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatFigure
          label={t('stats.payouts.pending')}
          value={format.price(balance.pending)}
          help={t('stats.payouts.pendingHelp', { count: data.hold_days })}
        />
        <StatFigure
          label={t('stats.payouts.available')}
          value={format.price(balance.available)}
          help={t('stats.payouts.availableHelp')}
        />
        <StatFigure
          label={t('stats.payouts.reserved')}
          value={format.price(balance.reserved)}
          help={t('stats.payouts.reservedHelp')}
        />
        <StatFigure
          label={t('stats.payouts.paid')}
          value={format.price(balance.paid)}
          help={t('stats.payouts.paidHelp')}
        />
      </SimpleGrid>
      {balance.owed > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('stats.payouts.owed', { amount: format.price(balance.owed) })}
        </Text>
      )}
    </Stack>
  );
}

function AccountCard({ data }: { data: PayoutOverview }) {
  const [editing, setEditing] = useState(false);
  const { account } = data;
  const t = useT();
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {t('stats.payouts.bankAccount')}
        </Heading>
        {account ? (
          <Stack gap="0">
            <Text>
              {account.bank_name}, {account.branch}
            </Text>
            <Text color="fg.muted">
              {t('stats.payouts.accountEnding', {
                holder: account.account_holder,
                last4: account.account_last4,
              })}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('stats.payouts.noAccount')}</Text>
        )}
        <Box>
          <Button variant="outline" minH="11" onClick={() => setEditing(true)}>
            {account ? t('stats.bank.changeTitle') : t('stats.payouts.addAccount')}
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
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const { t, format, language, errorMessage } = useI18n();
  const open = data.requests.some((r) => r.status === 'REQUESTED' || r.status === 'APPROVED');
  const enough = data.balance.available >= data.minimum;
  const why = open
    ? t('stats.payouts.whyOpen')
    : !data.account
      ? t('stats.payouts.whyNoAccount')
      : !enough
        ? t('stats.payouts.whyMinimum', { minimum: format.price(data.minimum) })
        : null;
  const failure =
    request.error instanceof ApiError
      ? language === 'en'
        ? request.error.description
        : errorMessage(request.error)
      : null;

  const submit = () => {
    const read = readPayoutAmount(amount);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    request.mutate(read.amount, {
      onSuccess: (payout) => {
        setAmount('');
        toast.success(t('stats.payouts.requested', { amount: format.price(payout.amount) }));
      },
    });
  };

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
            {t('stats.payouts.requestTitle')}
          </Heading>
          <FormBanner message={failure} />
          <FormField
            label={t('stats.payouts.amountLabel')}
            error={problem ? t(problem) : undefined}
          >
            <Input
              inputMode="decimal"
              value={amount}
              placeholder={t('stats.payouts.amountPlaceholder', {
                amount: data.balance.available.toFixed(2),
              })}
              onChange={(event) => {
                setAmount(event.target.value);
                setProblem(null);
              }}
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
              {t('stats.payouts.request')}
            </Button>
          </Box>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function Requests({ requests }: { requests: PayoutOverview['requests'] }) {
  const { t, format } = useI18n();
  if (requests.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        {t('stats.payouts.history')}
      </Heading>
      <WideTable label={t('stats.payouts.historyLabel')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('stats.payouts.col.requested')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('stats.payouts.col.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('stats.payouts.col.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('stats.payouts.col.details')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {requests.map((request) => (
            <Table.Row key={request.id}>
              <Table.Cell whiteSpace="nowrap">{format.date(request.created_at)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {format.price(request.amount)}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={payoutStatusLabel[request.status].palette}>
                  {statusText(request.status, t)}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                {request.status === 'PAID'
                  ? t('stats.payouts.paidDetail', {
                      date: format.date(request.paid_at!),
                      reference: request.bank_reference ?? '',
                    })
                  : request.status === 'REJECTED'
                    ? request.rejection_reason
                    : t('stats.payouts.toBank', {
                        bank: request.bank_name,
                        last4: request.account_last4,
                      })}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </WideTable>
    </Stack>
  );
}

function Statements() {
  const months = recentMonths(currentStatementMonth());
  const [month, setMonth] = useState(months[0]!);
  const { t, format } = useI18n();
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      <Stack gap="1">
        <Text asChild fontWeight="medium" fontSize="sm">
          <label htmlFor="statement-month">{t('stats.statement.pageTitle')}</label>
        </Text>
        <NativeSelect.Root width="56">
          <NativeSelect.Field
            id="statement-month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {months.map((item) => (
              <option key={item} value={item}>
                {format.monthYear(item)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Button asChild variant="outline" minH="11">
        <Link to={paths.profileStatement(month)}>{t('stats.statement.open')}</Link>
      </Button>
    </HStack>
  );
}
