import { Button, Container, HStack, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuPrinter } from 'react-icons/lu';
import { Link } from 'react-router';
import type { PayoutStatement } from '@contract/payouts.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useStatement } from '../api/payouts.ts';
import { useI18n, useT, type Formatters, type Translate } from '../../../i18n/index.ts';

/**
 * A creator's statement for one month (/profile/stats/statement/YYYY-MM): the opening balance,
 * every sale, reversal and payout, and the closing balance. Made to be printed: the site's header
 * and footer and the page's buttons stay off paper.
 */
export function StatementPage({ month }: { month: string }) {
  const statement = useStatement(month);
  const t = useT();
  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py="6">
      <style>{'@media print { body > div header, body > div footer { display: none; } }'}</style>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3" css={noPrint}>
          <Button asChild variant="ghost" minH="11">
            <Link to={paths.profileStats()}>{t('stats.statement.back')}</Link>
          </Button>
          <Button variant="outline" minH="11" onClick={() => window.print()}>
            <LuPrinter aria-hidden /> {t('stats.statement.print')}
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

type Line = PayoutStatement['lines'][number];

/**
 * A line in the reader's language, written from the facts the API sends beside its English
 * description (`parts`): the English catalogue gives back exactly that description.
 */
function lineText({ parts }: Line, t: Translate): string {
  switch (parts.type) {
    case 'SALE':
      return t('stats.statement.sale', { name: parts.photo_name });
    case 'REFUND':
      return t('stats.statement.refund', { name: parts.photo_name });
    case 'CHARGEBACK':
      return t('stats.statement.chargeback', { name: parts.photo_name });
    case 'PAYOUT':
      return t('stats.statement.payout', {
        bank: parts.bank_name,
        last4: parts.account_last4,
        reference: parts.bank_reference,
      });
  }
}

function Statement({ data }: { data: PayoutStatement }) {
  const name = `${data.creator.first_name} ${data.creator.last_name}`.trim();
  const { t, format } = useI18n();
  const monthName = format.monthYear(data.month);
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('stats.statement.title', { month: monthName })}
        </Heading>
        <Text color="fg.muted">
          LankaLens · {name}
          {data.creator.username ? ` (@${data.creator.username})` : ''}
        </Text>
      </Stack>
      <Table.Root size="sm" aria-label={t('stats.statement.label')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('stats.statement.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('stats.statement.entry')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('stats.payouts.col.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.Cell />
            <Table.Cell fontWeight="medium">{t('stats.statement.opening')}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {format.price(data.opening_balance)}
            </Table.Cell>
          </Table.Row>
          {data.lines.map((line, index) => (
            <Table.Row key={index}>
              <Table.Cell whiteSpace="nowrap">{format.date(line.at)}</Table.Cell>
              <Table.Cell>{lineText(line, t)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatSigned(line.amount, format)}
              </Table.Cell>
            </Table.Row>
          ))}
          {data.lines.length === 0 && (
            <Table.Row>
              <Table.Cell />
              <Table.Cell color="fg.muted">{t('stats.statement.empty')}</Table.Cell>
              <Table.Cell />
            </Table.Row>
          )}
          <Table.Row>
            <Table.Cell />
            <Table.Cell fontWeight="medium">{t('stats.statement.closing')}</Table.Cell>
            <Table.Cell
              textAlign="end"
              fontWeight="medium"
              fontVariantNumeric="tabular-nums"
              whiteSpace="nowrap"
            >
              {format.price(data.closing_balance)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('stats.statement.totals', {
          sales: format.price(data.totals.sales),
          reversals: format.price(data.totals.reversals),
          payouts: format.price(data.totals.payouts),
        })}
      </Text>
    </Stack>
  );
}

/** '− Rs. 5,600.00', held together by no-break spaces like the price itself. */
function formatSigned(amount: number, format: Formatters): string {
  return amount < 0 ? `−\u00a0${format.price(-amount)}` : format.price(amount);
}
