import {
  Container,
  Heading,
  HStack,
  NativeSelect,
  SegmentGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useDailyStats, useStats } from '../api/get-stats.ts';
import { chartModel } from '../lib/chart-data.ts';
import { BarChart } from './bar-chart.tsx';
import { PayoutsSection } from './payouts-section.tsx';
import { StatFigure } from './stat-figure.tsx';
import { WideTable } from './wide-table.tsx';
import { useI18n, useT } from '../../../i18n/index.ts';

/** The creator dashboard (/profile/stats): totals, daily charts, and the per-photo table. */
export function StatsPage() {
  const stats = useStats();
  const { t, format } = useI18n();
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('stats.page.title')}
        </Heading>
        <QueryState
          query={stats}
          skeleton={<StatsSkeleton />}
          isEmpty={(data) => data.photos.length === 0}
          empty={
            <EmptyState
              title={t('stats.page.emptyTitle')}
              detail={t('stats.page.emptyDetail')}
              action={<Link to={paths.profileAlbums()}>{t('stats.page.toAlbums')}</Link>}
            />
          }
        >
          {(data) => (
            <Stack gap="8">
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
                <StatFigure label={t('stats.live')} value={format.count(data.totals.live)} />
                <StatFigure label={t('stats.views')} value={format.count(data.totals.views)} />
                <StatFigure
                  label={t('stats.downloads')}
                  value={format.count(data.totals.downloads)}
                />
                <StatFigure label={t('stats.sales')} value={format.count(data.totals.sales)} />
                <StatFigure
                  label={t('stats.earnings')}
                  value={format.price(data.totals.earnings)}
                />
              </SimpleGrid>
              <Charts photos={data.photos.map(({ id, name }) => ({ id, name }))} />
              <PhotoTable photos={data.photos} />
            </Stack>
          )}
        </QueryState>
        <PayoutsSection />
      </Stack>
    </Container>
  );
}

/** Axis labels where space is short: 'Rs. 5K' / 'රු. ද5' / 'Rs. 5ஆ', in the reader's language. */
function useCompactRupees(): (value: number) => string {
  const { t, format } = useI18n();
  return (value) => t('stats.chart.rupees', { amount: format.compact(value) });
}

function Charts({ photos }: { photos: { id: string; name: string }[] }) {
  const [days, setDays] = useState<30 | 90>(30);
  const [photo, setPhoto] = useState<string | null>(null);
  const daily = useDailyStats(days, photo);
  const { t, format } = useI18n();
  const compactRupees = useCompactRupees();
  return (
    <Stack gap="4" as="section" aria-labelledby="charts-heading">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <Heading as="h2" size="lg" id="charts-heading">
          {t('stats.chart.perDay')}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <NativeSelect.Root size="md" width={{ base: 'full', md: '64' }}>
            <NativeSelect.Field
              aria-label={t('stats.chart.photo')}
              value={photo ?? ''}
              onChange={(event) => setPhoto(event.target.value || null)}
            >
              <option value="">{t('stats.chart.allPhotos')}</option>
              {photos.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name || t('stats.untitled')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <SegmentGroup.Root
            value={String(days)}
            onValueChange={(details) => setDays(details.value === '90' ? 90 : 30)}
            aria-label={t('stats.chart.range')}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: '30', label: t('stats.chart.days30') },
                { value: '90', label: t('stats.chart.days90') },
              ]}
              minH="11"
            />
          </SegmentGroup.Root>
        </HStack>
      </Stack>
      <QueryState query={daily} skeleton={<Skeleton h="64" borderRadius="l3" />}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <BarChart
              title={t('stats.views')}
              model={chartModel(data.series, 'views', format.monthDay)}
              format={format.count}
            />
            <BarChart
              title={t('stats.downloads')}
              model={chartModel(data.series, 'downloads', format.monthDay)}
              format={format.count}
            />
            <BarChart
              title={t('stats.sales')}
              model={chartModel(data.series, 'sales', format.monthDay)}
              format={format.count}
            />
            <BarChart
              title={t('stats.earnings')}
              model={chartModel(data.series, 'earnings', format.monthDay)}
              format={format.price}
              formatTick={compactRupees}
            />
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

function PhotoTable({
  photos,
}: {
  photos: {
    id: string;
    name: string;
    status: string;
    views: number;
    downloads: number;
    sales: number;
    earnings: number;
  }[];
}) {
  const { t, format } = useI18n();
  return (
    <Stack gap="3" as="section" aria-labelledby="photos-heading">
      <Heading as="h2" size="lg" id="photos-heading">
        {t('stats.table.perPhoto')}
      </Heading>
      <WideTable label={t('stats.table.perPhoto')} interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('stats.chart.photo')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('stats.views')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('stats.downloads')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('stats.sales')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('stats.earnings')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {photos.map((photo) => (
            <Table.Row key={photo.id}>
              <Table.Cell>
                <Link to={paths.ownerPhoto(photo.id)}>
                  <Text lineClamp={1}>{photo.name || t('stats.untitled')}</Text>
                </Link>
              </Table.Cell>
              <Table.Cell textAlign="end">{format.count(photo.views)}</Table.Cell>
              <Table.Cell textAlign="end">{format.count(photo.downloads)}</Table.Cell>
              <Table.Cell textAlign="end">{format.count(photo.sales)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {format.price(photo.earnings)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </WideTable>
    </Stack>
  );
}

function StatsSkeleton() {
  const t = useT();
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label={t('stats.page.loading')}>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} h="20" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <Skeleton h="64" borderRadius="l3" />
    </Stack>
  );
}
