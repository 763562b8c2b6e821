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
import { formatDate } from '../../../lib/format.ts';
import {
  useApproveRequest,
  useDenyRequest,
  useVerificationRequest,
  useVerificationRequests,
} from '../api/admin-api.ts';
import { CreatorRecord } from './creator-record.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const DENY_REASONS = [
  'Too few of your published photos meet the guideline yet.',
  'We could not confirm that the photos are your own work.',
] as const;

/** Creators asking to be verified: pending first; their record and live photos; the decision. */
export function VerificationPanel() {
  const requests = useVerificationRequests();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <QueryState
      query={requests}
      skeleton={<Skeleton h="64" borderRadius="l3" />}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title="No verification requests" />}
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
              aria-label="Verification requests"
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
                        {nameOf(request)}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatDate(request.created_at)} · {request.live_free_photos} live free
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

const nameOf = (request: VerificationRequestItem) =>
  `${request.first_name} ${request.last_name}`.trim() || request.username || 'Creator';

function StatusBadge({ status }: { status: VerificationRequestItem['status'] }) {
  const palette = status === 'PENDING' ? 'orange' : status === 'APPROVED' ? 'green' : 'red';
  return (
    <Badge colorPalette={palette}>
      {status === 'PENDING' ? 'Pending' : status === 'APPROVED' ? 'Approved' : 'Denied'}
    </Badge>
  );
}

function RequestDetail({ requestId }: { requestId: string }) {
  const detail = useVerificationRequest(requestId);
  const approve = useApproveRequest();
  const deny = useDenyRequest();
  const [denying, setDenying] = useState(false);
  return (
    <QueryState query={detail} skeleton={<Skeleton h="64" />}>
      {({ request, creator, live_photos }) => (
        <Stack gap="5" minW="0">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="2">
              <Heading as="h2" size="lg">
                Verification request
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
                  Deny
                </Button>
                <Button
                  colorPalette="brand"
                  minH="11"
                  loading={approve.isPending}
                  onClick={() =>
                    approve.mutate(request.id, {
                      onSuccess: () =>
                        toast.success('Creator verified: they can now sell paid photos'),
                    })
                  }
                >
                  Approve
                </Button>
              </HStack>
            )}
          </HStack>
          {request.reason && <Text color="fg.muted">Reason given: {request.reason}</Text>}
          <CreatorRecord creator={creator} />
          <Heading as="h3" size="sm">
            Live photos ({live_photos.length})
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {live_photos.map((photo) => (
              <Box key={photo.id} position="relative">
                <Image
                  src={photo.thumbnail_url}
                  alt={photo.name || 'Live photo'}
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
                  {photo.free_download ? 'Free' : 'Paid'}
                </Badge>
              </Box>
            ))}
          </SimpleGrid>
          <ReasonDialog
            open={denying}
            title="Deny verification"
            confirmLabel="Deny"
            presets={DENY_REASONS}
            busy={deny.isPending}
            onClose={() => setDenying(false)}
            onConfirm={(reason) =>
              deny.mutate(
                { requestId: request.id, reason },
                {
                  onSuccess: () => {
                    setDenying(false);
                    toast.success('Request denied: the creator was told why');
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
