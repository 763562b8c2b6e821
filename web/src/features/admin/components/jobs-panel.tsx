import {
  Badge,
  Box,
  Button,
  Code,
  HStack,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuRotateCw } from 'react-icons/lu';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useJobs, useRetryJob, type JobStatus } from '../api/admin-api.ts';

const STATUSES: { value: JobStatus; label: string }[] = [
  { value: 'DEAD', label: 'Failed (dead)' },
  { value: 'QUEUED', label: 'Queued (incl. retrying)' },
  { value: 'RUNNING', label: 'Running' },
  { value: 'DONE', label: 'Done' },
];

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
  const retry = useRetryJob();
  return (
    <Stack gap="4">
      <NativeSelect.Root width={{ base: 'full', md: '64' }}>
        <NativeSelect.Field
          aria-label="Job status"
          value={status}
          onChange={(event) => setStatus(event.target.value as JobStatus)}
        >
          {STATUSES.map((option) => (
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
            title={status === 'DEAD' ? 'No failed jobs' : 'No jobs here'}
            detail="Nothing needs a person right now."
          />
        }
      >
        {(list) => (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Job</Table.ColumnHeader>
                  <Table.ColumnHeader>Attempts</Table.ColumnHeader>
                  <Table.ColumnHeader>Last error</Table.ColumnHeader>
                  <Table.ColumnHeader>Updated</Table.ColumnHeader>
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
                    <Table.Cell>{formatDate(job.updated_at)}</Table.Cell>
                    <Table.Cell>
                      {job.status === 'DEAD' && (
                        <Button
                          size="sm"
                          variant="outline"
                          minH="11"
                          loading={retry.isPending && retry.variables === job.id}
                          onClick={() =>
                            retry.mutate(job.id, {
                              onSuccess: () => toast.success(`Job #${job.id} queued again`),
                            })
                          }
                        >
                          <LuRotateCw aria-hidden /> Retry
                        </Button>
                      )}
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
