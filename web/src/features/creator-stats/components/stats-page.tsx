import {
  Box,
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
import { formatCount, formatPrice } from '../../../lib/format.ts';
import { useDailyStats, useStats } from '../api/get-stats.ts';
import { chartModel } from '../lib/chart-data.ts';
import { BarChart } from './bar-chart.tsx';
import { PayoutsSection } from './payouts-section.tsx';
import { StatFigure } from './stat-figure.tsx';

/** The creator dashboard (/profile/stats): totals, daily charts, and the per-photo table. */
export function StatsPage() {
  const stats = useStats();
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Your statistics
        </Heading>
        <QueryState
          query={stats}
          skeleton={<StatsSkeleton />}
          isEmpty={(data) => data.photos.length === 0}
          empty={
            <EmptyState
              title="No photos yet"
              detail="Upload photos into an album; their views, downloads and sales show here."
              action={<Link to={paths.profileAlbums()}>Go to your albums</Link>}
            />
          }
        >
          {(data) => (
            <Stack gap="8">
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
                <StatFigure label="Live photos" value={formatCount(data.totals.live)} />
                <StatFigure label="Views" value={formatCount(data.totals.views)} />
                <StatFigure label="Downloads" value={formatCount(data.totals.downloads)} />
                <StatFigure label="Sales" value={formatCount(data.totals.sales)} />
                <StatFigure label="Earnings" value={formatPrice(data.totals.earnings)} />
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

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactRupees = (value: number) => `Rs. ${compact.format(value)}`;

function Charts({ photos }: { photos: { id: string; name: string }[] }) {
  const [days, setDays] = useState<30 | 90>(30);
  const [photo, setPhoto] = useState<string | null>(null);
  const daily = useDailyStats(days, photo);
  return (
    <Stack gap="4" as="section" aria-labelledby="charts-heading">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <Heading as="h2" size="lg" id="charts-heading">
          Per day
        </Heading>
        <HStack gap="3" wrap="wrap">
          <NativeSelect.Root size="md" width={{ base: 'full', md: '64' }}>
            <NativeSelect.Field
              aria-label="Photo"
              value={photo ?? ''}
              onChange={(event) => setPhoto(event.target.value || null)}
            >
              <option value="">All photos</option>
              {photos.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name || 'Untitled photo'}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <SegmentGroup.Root
            value={String(days)}
            onValueChange={(details) => setDays(details.value === '90' ? 90 : 30)}
            aria-label="Range"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: '30', label: '30 days' },
                { value: '90', label: '90 days' },
              ]}
              minH="11"
            />
          </SegmentGroup.Root>
        </HStack>
      </Stack>
      <QueryState query={daily} skeleton={<Skeleton h="64" borderRadius="l3" />}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <BarChart title="Views" model={chartModel(data.series, 'views')} format={formatCount} />
            <BarChart
              title="Downloads"
              model={chartModel(data.series, 'downloads')}
              format={formatCount}
            />
            <BarChart title="Sales" model={chartModel(data.series, 'sales')} format={formatCount} />
            <BarChart
              title="Earnings"
              model={chartModel(data.series, 'earnings')}
              format={formatPrice}
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
  return (
    <Stack gap="3" as="section" aria-labelledby="photos-heading">
      <Heading as="h2" size="lg" id="photos-heading">
        Per photo
      </Heading>
      <Box overflowX="auto">
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Photo</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Views</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Downloads</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Sales</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Earnings</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {photos.map((photo) => (
              <Table.Row key={photo.id}>
                <Table.Cell>
                  <Link to={paths.ownerPhoto(photo.id)}>
                    <Text lineClamp={1}>{photo.name || 'Untitled photo'}</Text>
                  </Link>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatCount(photo.views)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCount(photo.downloads)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCount(photo.sales)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPrice(photo.earnings)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

function StatsSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading statistics">
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} h="20" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <Skeleton h="64" borderRadius="l3" />
    </Stack>
  );
}
