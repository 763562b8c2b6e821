import { Container, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { HealthPanel } from './health-panel.tsx';
import { JobsPanel } from './jobs-panel.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { DuplicatesPanel } from './suspected-duplicates.tsx';
import { VerificationPanel } from './verification-panel.tsx';

const TABS = ['review', 'verification', 'payouts', 'jobs', 'health'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin: the review queue, verification requests, payouts, failed jobs and the marketplace's
 * health; the tab lives in the URL.
 */
export function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const labels: Record<Tab, string> = {
    review: t('admin.console.review'),
    verification: t('admin.console.verification'),
    payouts: t('admin.console.payouts'),
    jobs: t('admin.console.jobs'),
    health: t('admin.console.health'),
  };
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'review';
  // The chosen tab in view when the row scrolls (phones, longer labels in Sinhala and Tamil).
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const selected = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('admin.console.title')}
        </Heading>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setParams({ tab: details.value }, { replace: true })}
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          {/* On a phone the tabs scroll sideways rather than squeeze (long in Sinhala and Tamil). */}
          <Tabs.List
            ref={list}
            overflowX="auto"
            overflowY="hidden"
            css={{ scrollbarWidth: 'none' }}
          >
            {TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
                {labels[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="review" pt="5">
            <Stack gap="8">
              <ReviewQueue />
              <DuplicatesPanel />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="verification" pt="5">
            <VerificationPanel />
          </Tabs.Content>
          <Tabs.Content value="payouts" pt="5">
            <PayoutsPanel />
          </Tabs.Content>
          <Tabs.Content value="jobs" pt="5">
            <JobsPanel />
          </Tabs.Content>
          <Tabs.Content value="health" pt="5">
            <HealthPanel />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
