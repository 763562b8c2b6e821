import { Badge, Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AuditEntry, CreatorHistory } from '@contract/admin.ts';
import { formatDate } from '../../../lib/format.ts';

/** Who the creator is and how their work has fared so far. */
export function CreatorRecord({ creator }: { creator: CreatorHistory }) {
  const name = `${creator.first_name} ${creator.last_name}`.trim() || creator.username || 'Creator';
  const figures: [string, number][] = [
    ['Live', creator.photos.live],
    ['Live free', creator.photos.live_free],
    ['In review', creator.photos.in_review],
    ['Not submitted', creator.photos.uploaded],
    ['Accepted', creator.decisions.accepted],
    ['Rejected', creator.decisions.rejected],
  ];
  return (
    <Stack gap="3" as="section" aria-label="Creator">
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="sm">
          {name}
        </Heading>
        {creator.username && <Text color="fg.muted">@{creator.username}</Text>}
        <Badge colorPalette={creator.verified ? 'green' : 'gray'}>
          {creator.verified ? 'Verified' : 'Unverified'}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Member since {formatDate(creator.member_since)}
      </Text>
      <SimpleGrid columns={3} gap="2">
        {figures.map(([label, value]) => (
          <Box key={label} borderWidth="1px" borderRadius="l2" p="2" textAlign="center">
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {value}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const ACTIONS: Record<string, string> = {
  'photo.accept': 'Accepted',
  'photo.reject': 'Rejected',
  'verification.approve': 'Verification approved',
  'verification.deny': 'Verification denied',
  'job.retry': 'Job retried',
};

/** The audit trail of one target, newest first. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  return (
    <Stack gap="2" as="section" aria-label="Audit trail">
      <Heading as="h3" size="sm">
        Audit trail
      </Heading>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No decisions on this photo yet.
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {entries.map((entry) => (
            <Box as="li" key={entry.id} fontSize="sm">
              <Text>
                <strong>{ACTIONS[entry.action] ?? entry.action}</strong> by {entry.admin.first_name}{' '}
                {entry.admin.last_name} · {formatDate(entry.created_at)}
              </Text>
              {typeof entry.details.reason === 'string' && (
                <Text color="fg.muted">Reason: {entry.details.reason}</Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
