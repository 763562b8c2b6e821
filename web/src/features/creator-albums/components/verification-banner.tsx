import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../components/ui/toaster.tsx';
import {
  useRequestVerification,
  useVerificationState,
  VERIFICATION_MIN_LIVE_FREE,
} from '../api/verification.ts';
import { useI18n } from '../../../i18n/index.ts';

/** Spec 8: 1109 and 1110 show the server's description; anything else the spec's text. */

/**
 * The unverified creator's banner (spec sections 2 and 4, Creator verification). 'Get Verified'
 * is enabled on the figure the API checks: 5 live free photos (docs/business-rules.md).
 */
export function VerificationBanner() {
  const state = useVerificationState();
  const request = useRequestVerification();
  const { t, errorMessage } = useI18n();
  if (!state.data || state.data.verified) return null;
  const { requested, liveFree } = state.data;
  const eligible = liveFree >= VERIFICATION_MIN_LIVE_FREE;

  const onRequest = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(t('creator.verify.sent')),
      onError: (error) =>
        error instanceof ApiError && (error.code === 1109 || error.code === 1110)
          ? toast.error(errorMessage(error))
          : toast.error(t('creator.verify.failed')),
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
            {requested ? t('creator.verify.pendingTitle') : t('creator.verify.notVerifiedTitle')}
          </Alert.Title>
          <Alert.Description>
            {requested ? (
              t('creator.verify.pendingDetail')
            ) : (
              <Text as="span">
                {t('creator.verify.notVerifiedDetail', {
                  minimum: String(VERIFICATION_MIN_LIVE_FREE),
                  live: String(liveFree),
                })}
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
            {t('creator.verify.request')}
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
