import { Box, Button, Container, Heading, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LuCircleCheck, LuCircleX, LuDownload } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/index.ts';
import { apiUrl } from '../../../lib/api-client.ts';
import { searchString } from '../../../lib/search-string.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePaymentResult } from '../api/get-payment-result.ts';

/** After this long without the provider's confirmation, stop waiting on screen. */
const GIVE_UP_MS = 30_000;

/**
 * Spec 2, Payment result (/payment_result?success=...): the card provider sends the buyer back
 * here with the session id; the download ref appears once the payment is confirmed.
 *
 * Anyone can make a link to this page with any query (PayHere's hash does not sign the return
 * address, and adds its own `order_id`), so the page reads only `success` (a way back to the
 * error screen) and `session_id`, the key it asks the API about: success and the download ref
 * come from the API's answer, never from the address (issue 34).
 */
export function PaymentResultPage() {
  const [search] = useSearchParams();
  const t = useT();
  const success = search.get('success') === 'true';
  const sessionId = success ? search.get('session_id') : null;
  const result = usePaymentResult(sessionId);
  const ref = result.data?.ref ?? null;
  const waitedTooLong = useElapsed(GIVE_UP_MS);

  const failed =
    !success ||
    !sessionId ||
    result.isError ||
    // Anything but pending or paid: failed, expired, cancelled at the provider, charged back.
    (result.data !== undefined && !['PENDING', 'PAID'].includes(result.data.status));
  usePageTitle(
    failed
      ? t('checkout.result.errorTitle')
      : ref
        ? t('checkout.result.successTitle')
        : t('checkout.result.confirmingPageTitle'),
  );

  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }} px="4">
      {failed ? (
        <Outcome
          icon={<LuCircleX size="56" aria-hidden />}
          tone="red.fg"
          title={t('checkout.result.errorTitle')}
          text={t('checkout.result.errorText')}
          action={
            <Button asChild colorPalette="brand" size="lg" minH="12">
              <Link to={paths.home()}>{t('checkout.result.home')}</Link>
            </Button>
          }
        />
      ) : ref ? (
        <Outcome
          icon={<LuCircleCheck size="56" aria-hidden />}
          tone="brand.fg"
          title={t('checkout.result.successTitle')}
          text={t('checkout.result.successText')}
          action={
            <Button asChild colorPalette="brand" size="lg" minH="12">
              <a href={apiUrl(`/v1/public/photos/download${searchString({ ref })}`)} download>
                <LuDownload aria-hidden /> {t('checkout.result.download')}
              </a>
            </Button>
          }
        />
      ) : (
        <Outcome
          icon={<Spinner size="xl" color="brand.solid" />}
          tone="fg"
          title={t('checkout.result.confirmingTitle')}
          text={waitedTooLong ? t('checkout.result.slow') : t('checkout.result.wait')}
        />
      )}
    </Container>
  );
}

function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

function Outcome({
  icon,
  tone,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <VStack gap="4" textAlign="center" role="status">
      <Box color={tone}>{icon}</Box>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      {action}
    </VStack>
  );
}
