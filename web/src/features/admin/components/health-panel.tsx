import {
  Badge,
  Box,
  Code,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AdminHealth } from '@contract/ops.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useI18n, type Formatters, type Translate } from '../../../i18n/index.ts';
import { useHealth } from '../api/admin-api.ts';
import { RetryJobButton } from './retry-job-button.tsx';

/** How long ago, in the largest unit that still reads well: '45 seconds', '3 hours', '9 days'. */
export function ageText(seconds: number, t: Translate): string {
  if (seconds < 120) return t('ops.age.seconds', { count: seconds });
  if (seconds < 2 * 3600) return t('ops.age.minutes', { count: Math.floor(seconds / 60) });
  if (seconds < 2 * 86400) return t('ops.age.hours', { count: Math.floor(seconds / 3600) });
  return t('ops.age.days', { count: Math.floor(seconds / 86400) });
}

/** Bytes as the largest unit over 1: '950 KB', '12 MB', '3 GB' (whole numbers, the reader's digits). */
function sizeText(bytes: number, t: Translate, format: Formatters): string {
  if (bytes >= 2 * 1024 ** 3)
    return t('ops.size.gb', { size: format.count(Math.round(bytes / 1024 ** 3)) });
  if (bytes >= 2 * 1024 ** 2)
    return t('ops.size.mb', { size: format.count(Math.round(bytes / 1024 ** 2)) });
  return t('ops.size.kb', { size: format.count(Math.ceil(bytes / 1024)) });
}

/**
 * The Health tab: every figure of GET /v1/admin/health in cards that stack on a phone and sit
 * three across on a desktop, then the DEAD jobs with their errors and a Retry. Refreshes every
 * 15 s while open.
 */
export function HealthPanel() {
  const health = useHealth();
  return (
    <QueryState query={health} skeleton={<Skeleton h="60" />}>
      {(figures) => <HealthFigures figures={figures} />}
    </QueryState>
  );
}

function HealthFigures({ figures }: { figures: AdminHealth }) {
  const { t, format } = useI18n();
  const at = new Date(figures.generated_at).getTime();
  /** How long ago an ISO time was, as of the answer. */
  const since = (iso: string | null) =>
    iso === null ? '—' : ageText(Math.max(0, Math.floor((at - new Date(iso).getTime()) / 1000)), t);
  const { worker, queue, mail, payment_notices: notices } = figures;
  const workerStale =
    worker.heartbeat_age_seconds === null ||
    worker.heartbeat_age_seconds > worker.stale_after_seconds;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <Section
          title={t('ops.health.worker')}
          badge={
            <Badge colorPalette={workerStale ? 'red' : 'green'}>
              {workerStale ? t('ops.health.stopped') : t('ops.health.running')}
            </Badge>
          }
        >
          <Figure
            label={t('ops.health.lastHeartbeat')}
            value={
              worker.heartbeat_age_seconds === null
                ? t('ops.health.never')
                : t('ops.health.ago', { age: ageText(worker.heartbeat_age_seconds, t) })
            }
          />
        </Section>

        <Section
          title={t('ops.health.queue')}
          badge={
            queue.dead > 0 ? (
              <Badge colorPalette="red">{t('ops.health.deadCount', { count: queue.dead })}</Badge>
            ) : null
          }
        >
          <Figure label={t('ops.health.queued')} value={format.count(queue.queued)} />
          <Figure label={t('ops.health.runningJobs')} value={format.count(queue.running)} />
          <Figure label={t('ops.health.oldestWaiting')} value={since(queue.oldest_waiting_at)} />
          {queue.kinds.length > 0 && (
            <Stack gap="1" pt="2" borderTopWidth="1px">
              {queue.kinds.map((kind) => (
                <HStack key={kind.kind} justify="space-between" gap="2" textStyle="sm">
                  <Code>{kind.kind}</Code>
                  <Text color="fg.muted" textAlign="end">
                    {t('ops.health.kindCounts', {
                      queued: format.count(kind.queued),
                      running: format.count(kind.running),
                      dead: format.count(kind.dead),
                    })}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Section>

        <Section title={t('ops.health.mail')}>
          <Figure label={t('ops.health.sent24h')} value={format.count(mail.sent_24h)} />
          <Figure
            label={t('ops.health.failed24h')}
            value={format.count(mail.failed_24h)}
            alert={mail.failed_24h > 0}
          />
          <Figure label={t('ops.health.unsent')} value={format.count(mail.unsent)} />
          <Figure label={t('ops.health.oldestUnsent')} value={since(mail.oldest_unsent_at)} />
          {mail.last_error && <ErrorText>{mail.last_error}</ErrorText>}
        </Section>

        <Section title={t('ops.health.notices')}>
          {notices.providers.length === 0 && (
            <Text color="fg.muted">{t('ops.health.noNotices')}</Text>
          )}
          {notices.providers.map((row) => (
            <Figure
              key={row.provider}
              label={row.provider === 'stripe' ? 'Stripe' : 'PayHere'}
              value={t('ops.health.receivedRefused', {
                received: format.count(row.received),
                refused: format.count(row.refused),
              })}
              alert={row.refused > 0}
            />
          ))}
          {notices.refusals.map((row) => (
            <Text
              key={`${row.provider}:${row.reason}`}
              textStyle="sm"
              color="fg.muted"
              wordBreak="break-word"
            >
              {t('ops.health.refusal', { count: row.count, reason: row.reason })}
            </Text>
          ))}
        </Section>

        <Section title={t('ops.health.waiting')}>
          <Figure
            label={t('ops.health.payouts')}
            value={t('ops.health.waitingSince', {
              count: figures.payouts.waiting,
              age: since(figures.payouts.oldest_at),
            })}
          />
          <Figure
            label={t('ops.health.review')}
            value={t('ops.health.waitingSince', {
              count: figures.review.waiting,
              age: since(figures.review.oldest_at),
            })}
          />
          <Figure
            label={t('ops.health.verification')}
            value={t('ops.health.waitingSince', {
              count: figures.verification.waiting,
              age: since(figures.verification.oldest_at),
            })}
          />
        </Section>

        <Section title={t('ops.health.storage')}>
          <Figure
            label={t('ops.health.sweep')}
            value={
              figures.storage_sweep
                ? t('ops.health.ago', { age: since(figures.storage_sweep.last_run_at) })
                : t('ops.health.never')
            }
            alert={figures.storage_sweep?.status === 'DEAD'}
          />
          {figures.storage_sweep?.last_error && (
            <ErrorText>{figures.storage_sweep.last_error}</ErrorText>
          )}
          <Figure
            label={t('ops.health.storageUsed')}
            value={
              figures.storage
                ? t('ops.health.objects', {
                    size: sizeText(figures.storage.bytes, t, format),
                    count: figures.storage.objects,
                  })
                : '—'
            }
          />
          <Figure
            label={t('ops.health.database')}
            value={sizeText(figures.database.bytes, t, format)}
          />
        </Section>
      </SimpleGrid>

      <Section title={t('ops.health.slowQueries')}>
        {figures.slow_queries.available ? (
          figures.slow_queries.queries.map((row, index) => (
            <Stack key={index} gap="1" pb="2" borderBottomWidth="1px">
              <Code whiteSpace="pre-wrap" wordBreak="break-word" textStyle="xs">
                {row.query}
              </Code>
              <Text textStyle="sm" color="fg.muted">
                {t('ops.health.queryTimes', {
                  mean: String(row.mean_ms),
                  calls: row.calls,
                })}
              </Text>
            </Stack>
          ))
        ) : (
          <Text color="fg.muted">{t('ops.health.noStatements')}</Text>
        )}
      </Section>

      <DeadJobs jobs={queue.dead_jobs} since={since} />
    </Stack>
  );
}

function DeadJobs({
  jobs,
  since,
}: {
  jobs: AdminHealth['queue']['dead_jobs'];
  since: (iso: string | null) => string;
}) {
  const { t } = useI18n();
  return (
    <Stack gap="3" as="section" aria-labelledby="dead-jobs-heading">
      <Heading as="h2" size="md" id="dead-jobs-heading">
        {t('ops.health.deadJobs')}
      </Heading>
      {jobs.length === 0 && <Text color="fg.muted">{t('ops.health.noDeadJobs')}</Text>}
      {jobs.map((job) => (
        <Box
          key={job.id}
          as="article"
          aria-label={`${job.kind} #${job.id}`}
          borderWidth="1px"
          rounded="l2"
          p="3"
        >
          <Stack gap="2">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <HStack gap="2">
                <Text fontWeight="medium">{job.kind}</Text>
                <Badge>{`#${job.id}`}</Badge>
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {t('ops.health.deadSince', {
                  attempts: `${job.attempts}/${job.max_attempts}`,
                  age: since(job.updated_at),
                })}
              </Text>
            </HStack>
            {job.last_error && <ErrorText>{job.last_error}</ErrorText>}
            <Box>
              <RetryJobButton jobId={job.id} />
            </Box>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function Section({
  title,
  badge,
  children,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="l3" p="4" minW="0">
      <Stack gap="2">
        <HStack justify="space-between" gap="2">
          <Heading as="h2" size="sm">
            {title}
          </Heading>
          {badge}
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}

function Figure({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <HStack justify="space-between" align="baseline" gap="3">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" textAlign="end" color={alert ? 'fg.error' : undefined}>
        {value}
      </Text>
    </HStack>
  );
}

function ErrorText({ children }: { children: string }) {
  return (
    <Code whiteSpace="pre-wrap" wordBreak="break-word" colorPalette="red" textStyle="xs">
      {children}
    </Code>
  );
}
