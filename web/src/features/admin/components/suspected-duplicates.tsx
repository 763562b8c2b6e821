import {
  Badge,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Image,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuCopyCheck, LuCopyX } from 'react-icons/lu';
import type { SuspectedDuplicate } from '@contract/duplicates.ts';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useT } from '../../../i18n/index.ts';
import { useClearDuplicate, useConfirmDuplicate, useDuplicates } from '../api/duplicates.ts';

/**
 * Suspected duplicates (decision 51), each pair side by side: the later photo and the earlier
 * one it looks like, with their owners and statuses, how far apart their fingerprints are, and
 * the two decisions. Confirming sends a photo in review back; clearing lets it be submitted.
 */
export function SuspectedPairs({ pairs }: { pairs: SuspectedDuplicate[] }) {
  return (
    <Stack gap="4" as="ul" listStyleType="none" m="0" p="0">
      {pairs.map((pair) => (
        <li key={pair.id}>
          <Pair pair={pair} />
        </li>
      ))}
    </Stack>
  );
}

/** Every open suspicion, also of photos refused at submit (they never reach the queue). */
export function DuplicatesPanel() {
  const duplicates = useDuplicates();
  const t = useT();
  return (
    <Stack gap="3" as="section" aria-labelledby="suspected-duplicates">
      <Heading as="h2" size="lg" id="suspected-duplicates">
        {t('admin.duplicates.title')}
      </Heading>
      <QueryState
        query={duplicates}
        skeleton={<Skeleton h="40" borderRadius="l3" />}
        isEmpty={(pairs) => pairs.length === 0}
        empty={<EmptyState title={t('admin.duplicates.none')} />}
      >
        {(pairs) => <SuspectedPairs pairs={pairs} />}
      </QueryState>
    </Stack>
  );
}

function Pair({ pair }: { pair: SuspectedDuplicate }) {
  const t = useT();
  const confirm = useConfirmDuplicate();
  const clear = useClearDuplicate();
  const busy = confirm.isPending || clear.isPending;
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="4"
      data-testid="suspected-pair"
    >
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <Side label={t('admin.duplicates.suspect')} side={pair.photo} />
        <Side label={t('admin.duplicates.match')} side={pair.match} />
      </Grid>
      <HStack justify="space-between" wrap="wrap" gap="3" mt="4">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm">{t('admin.duplicates.distance', { distance: pair.distance })}</Text>
          {pair.exact && <Badge colorPalette="red">{t('admin.duplicates.exact')}</Badge>}
          {pair.same_owner && <Badge>{t('admin.duplicates.sameOwner')}</Badge>}
        </HStack>
        {/* Wraps on a phone: the two labels are long in Sinhala and Tamil. */}
        <HStack gap="2" wrap="wrap">
          <Button
            variant="outline"
            minH="11"
            disabled={busy}
            onClick={() =>
              clear.mutate(pair.id, {
                onSuccess: () => toast.success(t('admin.duplicates.cleared')),
              })
            }
          >
            <LuCopyX aria-hidden /> {t('admin.duplicates.clear')}
          </Button>
          <Button
            colorPalette="red"
            minH="11"
            disabled={busy}
            onClick={() =>
              confirm.mutate(pair.id, {
                onSuccess: () => toast.success(t('admin.duplicates.confirmed')),
              })
            }
          >
            <LuCopyCheck aria-hidden /> {t('admin.duplicates.confirm')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}

function Side({ label, side }: { label: string; side: SuspectedDuplicate['photo'] }) {
  const t = useT();
  const owner = [side.owner.first_name, side.owner.last_name].join(' ');
  return (
    <Stack gap="2" minW="0">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      <Box bg="bg.muted" borderRadius="l2" overflow="hidden" aspectRatio={3 / 2}>
        <Image src={side.thumbnail_url} alt={side.name} w="full" h="full" objectFit="contain" />
      </Box>
      <Text fontWeight="medium" lineClamp={1}>
        {side.name}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('admin.duplicates.by', {
            name: side.owner.username ? `${owner} (@${side.owner.username})` : owner,
          })}
        </Text>
        <Badge>{side.status}</Badge>
      </HStack>
    </Stack>
  );
}
