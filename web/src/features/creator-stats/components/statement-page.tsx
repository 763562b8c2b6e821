import { Button, Container, HStack, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuPrinter } from 'react-icons/lu';
import { Link } from 'react-router';
import type { PayoutStatement } from '@contract/payouts.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useStatement } from '../api/payouts.ts';
import { formatMonth } from '../lib/statement-months.ts';

/**
 * A creator's statement for one month (/profile/stats/statement/YYYY-MM): the opening balance,
 * every sale, reversal and payout, and the closing balance. Made to be printed: the site's header
 * and footer and the page's buttons stay off paper.
 */
export function StatementPage({ month }: { month: string }) {
  const statement = useStatement(month);
  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py="6">
      <style>{'@media print { body > div header, body > div footer { display: none; } }'}</style>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3" css={noPrint}>
          <Button asChild variant="ghost" minH="11">
            <Link to={paths.profileStats()}>Back to your statistics</Link>
          </Button>
          <Button variant="outline" minH="11" onClick={() => window.print()}>
            <LuPrinter aria-hidden /> Print
          </Button>
        </HStack>
        <QueryState query={statement} skeleton={<Skeleton h="64" borderRadius="l3" />}>
          {(data) => <Statement data={data} />}
        </QueryState>
      </Stack>
    </Container>
  );
}

const noPrint = { '@media print': { display: 'none' } };

function Statement({ data }: { data: PayoutStatement }) {
  const name = `${data.creator.first_name} ${data.creator.last_name}`.trim();
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Statement for {formatMonth(data.month)}
        </Heading>
        <Text color="fg.muted">
          LankaLens · {name}
          {data.creator.username ? ` (@${data.creator.username})` : ''}
        </Text>
      </Stack>
      <Table.Root size="sm" aria-label="Statement">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Entry</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.Cell />
            <Table.Cell fontWeight="medium">Opening balance</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatPrice(data.opening_balance)}
            </Table.Cell>
          </Table.Row>
          {data.lines.map((line, index) => (
            <Table.Row key={index}>
              <Table.Cell whiteSpace="nowrap">{formatDate(line.at)}</Table.Cell>
              <Table.Cell>{line.description}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatSigned(line.amount)}
              </Table.Cell>
            </Table.Row>
          ))}
          {data.lines.length === 0 && (
            <Table.Row>
              <Table.Cell />
              <Table.Cell color="fg.muted">No sales, reversals or payouts this month.</Table.Cell>
              <Table.Cell />
            </Table.Row>
          )}
          <Table.Row>
            <Table.Cell />
            <Table.Cell fontWeight="medium">Closing balance</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="medium" fontVariantNumeric="tabular-nums">
              {formatPrice(data.closing_balance)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" color="fg.muted">
        Sales {formatPrice(data.totals.sales)} · reversals {formatPrice(data.totals.reversals)} ·
        payouts {formatPrice(data.totals.payouts)}. Amounts are your earnings after the marketplace
        fee; balances include earnings still within the hold period.
      </Text>
    </Stack>
  );
}

function formatSigned(amount: number): string {
  return amount < 0 ? `− ${formatPrice(-amount)}` : formatPrice(amount);
}
