import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../components/ui/toaster.tsx';
import {
  useRequestVerification,
  useVerificationState,
  VERIFICATION_MIN_LIVE_FREE,
} from '../api/verification.ts';

/** Spec 8: 1109 and 1110 show the server's description; anything else this text. */
const VERIFY_FAILURE = 'Something went wrong. Please try again';

/**
 * The unverified creator's banner (spec sections 2 and 4, Creator verification). 'Get Verified'
 * is enabled on the figure the API checks: 5 live free photos (docs/business-rules.md).
 */
export function VerificationBanner() {
  const state = useVerificationState();
  const request = useRequestVerification();
  if (!state.data || state.data.verified) return null;
  const { requested, liveFree } = state.data;
  const eligible = liveFree >= VERIFICATION_MIN_LIVE_FREE;

  const onRequest = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success('Request sent to verify your account'),
      onError: (error) =>
        error instanceof ApiError && (error.code === 1109 || error.code === 1110)
          ? toast.error(error.description)
          : toast.error(VERIFY_FAILURE),
    });

  return (
    <Alert.Root status={requested ? 'info' : 'warning'} borderRadius="l3" alignItems="center">
      <Alert.Indicator />
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        flex="1"
        align={{ md: 'center' }}
        justify="space-between"
      >
        <Alert.Content>
          <Alert.Title>
            {requested ? 'Your verification request is pending' : 'Your account is not verified'}
          </Alert.Title>
          <Alert.Description>
            {requested ? (
              'We will e-mail you once it has been reviewed. Until then your photos stay free.'
            ) : (
              <Text as="span">
                Verified creators can sell paid photos. Keep at least {VERIFICATION_MIN_LIVE_FREE}{' '}
                free photos published to request verification (you have {liveFree}).
              </Text>
            )}
          </Alert.Description>
        </Alert.Content>
        {!requested && (
          <Button
            colorPalette="brand"
            minH="11"
            flexShrink={0}
            disabled={!eligible}
            loading={request.isPending}
            onClick={onRequest}
          >
            Get Verified
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
