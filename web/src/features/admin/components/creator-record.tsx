import { Badge, Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AuditEntry, CreatorHistory } from '@contract/admin.ts';
import { richText, useI18n } from '../../../i18n/index.ts';

/** Who the creator is and how their work has fared so far. */
export function CreatorRecord({ creator }: { creator: CreatorHistory }) {
  const { t, format } = useI18n();
  const name =
    `${creator.first_name} ${creator.last_name}`.trim() ||
    creator.username ||
    t('admin.creator.fallback');
  const figures: [string, number][] = [
    [t('admin.creator.live'), creator.photos.live],
    [t('admin.creator.liveFree'), creator.photos.live_free],
    [t('admin.creator.inReview'), creator.photos.in_review],
    [t('admin.creator.notSubmitted'), creator.photos.uploaded],
    [t('admin.creator.accepted'), creator.decisions.accepted],
    [t('admin.creator.rejected'), creator.decisions.rejected],
  ];
  return (
    <Stack gap="3" as="section" aria-label={t('admin.creator.label')}>
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="sm">
          {name}
        </Heading>
        {creator.username && <Text color="fg.muted">@{creator.username}</Text>}
        <Badge colorPalette={creator.verified ? 'green' : 'gray'}>
          {creator.verified ? t('admin.creator.verified') : t('admin.creator.unverified')}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('admin.creator.memberSince', { date: format.date(creator.member_since) })}
      </Text>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
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

/** The audit trail of one target, newest first. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t, format } = useI18n();
  const actions: Record<string, string> = {
    'photo.accept': t('admin.audit.accepted'),
    'photo.reject': t('admin.audit.rejected'),
    'verification.approve': t('admin.audit.verificationApproved'),
    'verification.deny': t('admin.audit.verificationDenied'),
    'job.retry': t('admin.audit.jobRetried'),
  };
  return (
    <Stack gap="2" as="section" aria-label={t('admin.audit.title')}>
      <Heading as="h3" size="sm">
        {t('admin.audit.title')}
      </Heading>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('admin.audit.empty')}
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {entries.map((entry) => (
            <Box as="li" key={entry.id} fontSize="sm">
              <Text>
                {richText(
                  t('admin.audit.entry', {
                    action: actions[entry.action] ?? entry.action,
                    name: `${entry.admin.first_name} ${entry.admin.last_name}`,
                    date: format.date(entry.created_at),
                  }),
                  { strong: (text) => <strong>{text}</strong> },
                )}
              </Text>
              {typeof entry.details.reason === 'string' && (
                <Text color="fg.muted">
                  {t('admin.audit.reason', { reason: entry.details.reason })}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
