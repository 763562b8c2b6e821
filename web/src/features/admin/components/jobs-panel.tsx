import {
  Badge,
  Box,
  Code,
  HStack,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { useI18n } from '../../../i18n/index.ts';
import { useJobs, type JobStatus } from '../api/admin-api.ts';
import { RetryJobButton } from './retry-job-button.tsx';

/** What a run reported, as the worker logged it: `scanned 12 · partial 1 · unused 2`. */
function resultText(result: Record<string, number>): string {
  return Object.entries(result)
    .map(([name, count]) => `${name} ${count}`)
    .join(' · ');
}

/** Background jobs, the failed ones first: their last error, what a run reported, a Retry. */
export function JobsPanel() {
  const [status, setStatus] = useState<JobStatus>('DEAD');
  const jobs = useJobs(status);
  const { t, format } = useI18n();
  const statuses: { value: JobStatus; label: string }[] = [
    { value: 'DEAD', label: t('admin.jobs.dead') },
    { value: 'QUEUED', label: t('admin.jobs.queued') },
    { value: 'RUNNING', label: t('admin.jobs.running') },
    { value: 'DONE', label: t('admin.jobs.done') },
  ];
  return (
    <Stack gap="4">
      <NativeSelect.Root width={{ base: 'full', md: '64' }}>
        <NativeSelect.Field
          aria-label={t('admin.jobs.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as JobStatus)}
        >
          {statuses.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <QueryState
        query={jobs}
        skeleton={<Skeleton h="40" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={status === 'DEAD' ? t('admin.jobs.emptyDead') : t('admin.jobs.empty')}
            detail={t('admin.jobs.emptyDetail')}
          />
        }
      >
        {(list) => (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('admin.jobs.job')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.jobs.attempts')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.jobs.lastError')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.jobs.updated')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((job) => (
                  <Table.Row key={job.id}>
                    <Table.Cell>
                      <HStack gap="2">
                        <Text fontWeight="medium">{job.kind}</Text>
                        <Badge>{`#${job.id}`}</Badge>
                      </HStack>
                      {job.result && (
                        <Text textStyle="sm" color="fg.muted">
                          {resultText(job.result)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      {job.attempts}/{job.max_attempts}
                    </Table.Cell>
                    <Table.Cell maxW="md">
                      {job.last_error ? (
                        <Code whiteSpace="pre-wrap" wordBreak="break-word">
                          {job.last_error}
                        </Code>
                      ) : (
                        '—'
                      )}
                    </Table.Cell>
                    <Table.Cell>{format.date(job.updated_at)}</Table.Cell>
                    <Table.Cell>
                      {job.status === 'DEAD' && <RetryJobButton jobId={job.id} />}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
