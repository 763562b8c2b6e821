import {
  Badge,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { VerificationRequestItem } from '@contract/admin.ts';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useI18n, useT, type Translate } from '../../../i18n/index.ts';
import {
  useApproveRequest,
  useDenyRequest,
  useVerificationRequest,
  useVerificationRequests,
} from '../api/admin-api.ts';
import { CreatorRecord } from './creator-record.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/** Creators asking to be verified: pending first; their record and live photos; the decision. */
export function VerificationPanel() {
  const requests = useVerificationRequests();
  const [selected, setSelected] = useState<string | null>(null);
  const { t, format } = useI18n();
  return (
    <QueryState
      query={requests}
      skeleton={<Skeleton h="64" borderRadius="l3" />}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title={t('admin.verification.empty')} />}
    >
      {(list) => {
        const current = selected ?? list[0]?.id ?? null;
        return (
          <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="6">
            <Stack
              as="ul"
              gap="1"
              listStyleType="none"
              m="0"
              p="0"
              aria-label={t('admin.verification.list')}
            >
              {list.map((request) => (
                <li key={request.id}>
                  <Button
                    variant={request.id === current ? 'subtle' : 'ghost'}
                    colorPalette={request.id === current ? 'brand' : 'gray'}
                    w="full"
                    h="auto"
                    minH="11"
                    py="2"
                    justifyContent="space-between"
                    aria-current={request.id === current ? 'true' : undefined}
                    onClick={() => setSelected(request.id)}
                  >
                    <Stack gap="0" align="flex-start" minW="0">
                      <Text lineClamp={1} textAlign="start">
                        {nameOf(request, t)}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('admin.verification.liveFree', {
                          date: format.date(request.created_at),
                          count: request.live_free_photos,
                        })}
                      </Text>
                    </Stack>
                    <StatusBadge status={request.status} />
                  </Button>
                </li>
              ))}
            </Stack>
            {current && <RequestDetail requestId={current} />}
          </Grid>
        );
      }}
    </QueryState>
  );
}

const nameOf = (request: VerificationRequestItem, t: Translate) =>
  `${request.first_name} ${request.last_name}`.trim() ||
  request.username ||
  t('admin.creator.fallback');

function StatusBadge({ status }: { status: VerificationRequestItem['status'] }) {
  const t = useT();
  const palette = status === 'PENDING' ? 'orange' : status === 'APPROVED' ? 'green' : 'red';
  return (
    <Badge colorPalette={palette}>
      {status === 'PENDING'
        ? t('admin.verification.pending')
        : status === 'APPROVED'
          ? t('admin.verification.approved')
          : t('admin.verification.denied')}
    </Badge>
  );
}

function RequestDetail({ requestId }: { requestId: string }) {
  const detail = useVerificationRequest(requestId);
  const approve = useApproveRequest();
  const deny = useDenyRequest();
  const [denying, setDenying] = useState(false);
  const t = useT();
  return (
    <QueryState query={detail} skeleton={<Skeleton h="64" />}>
      {({ request, creator, live_photos }) => (
        <Stack gap="5" minW="0">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="2">
              <Heading as="h2" size="lg">
                {t('admin.verification.title')}
              </Heading>
              <StatusBadge status={request.status} />
            </HStack>
            {request.status === 'PENDING' && (
              <HStack gap="2">
                <Button
                  colorPalette="red"
                  variant="outline"
                  minH="11"
                  onClick={() => setDenying(true)}
                >
                  {t('admin.verification.deny')}
                </Button>
                <Button
                  colorPalette="brand"
                  minH="11"
                  loading={approve.isPending}
                  onClick={() =>
                    approve.mutate(request.id, {
                      onSuccess: () => toast.success(t('admin.verification.approvedToast')),
                    })
                  }
                >
                  {t('admin.verification.approve')}
                </Button>
              </HStack>
            )}
          </HStack>
          {request.reason && (
            <Text color="fg.muted">
              {t('admin.verification.reasonGiven', { reason: request.reason })}
            </Text>
          )}
          <CreatorRecord creator={creator} />
          <Heading as="h3" size="sm">
            {t('admin.verification.livePhotos', { count: live_photos.length })}
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {live_photos.map((photo) => (
              <Box key={photo.id} position="relative">
                <Image
                  src={photo.thumbnail_url}
                  alt={photo.name || t('admin.verification.livePhotoAlt')}
                  aspectRatio={4 / 3}
                  objectFit="cover"
                  borderRadius="l2"
                  w="full"
                />
                <Badge
                  position="absolute"
                  top="1"
                  left="1"
                  variant="surface"
                  colorPalette={photo.free_download ? 'green' : 'orange'}
                >
                  {photo.free_download
                    ? t('admin.verification.free')
                    : t('admin.verification.paid')}
                </Badge>
              </Box>
            ))}
          </SimpleGrid>
          <ReasonDialog
            open={denying}
            title={t('admin.verification.denyTitle')}
            confirmLabel={t('admin.verification.deny')}
            presets={[
              t('admin.verification.reasonFewPhotos'),
              t('admin.verification.reasonOwnWork'),
            ]}
            busy={deny.isPending}
            onClose={() => setDenying(false)}
            onConfirm={(reason) =>
              deny.mutate(
                { requestId: request.id, reason },
                {
                  onSuccess: () => {
                    setDenying(false);
                    toast.success(t('admin.verification.deniedToast'));
                  },
                },
              )
            }
          />
        </Stack>
      )}
    </QueryState>
  );
}
