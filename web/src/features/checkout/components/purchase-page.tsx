import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { LuArrowLeft, LuLock, LuMailCheck } from 'react-icons/lu';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PhotoDetail } from '@contract/browse.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { ImageWithPlaceholder } from '../../../components/ui/image-with-placeholder.tsx';
import { pictureSources, previewSrcSet } from '@contract/image-sets.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { formatResolution } from '../../../lib/format.ts';
import { richText, useI18n, useT } from '../../../i18n/index.ts';
import { postForm } from '../../../lib/post-form.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePhoto } from '../../../lib/public-photo.ts';
import { usePriceCheck } from '../api/get-checkout-photo.ts';
import {
  useStartCheckout,
  type BuyerDetails,
  type PaymentChoice as Choice,
  type PaymentProvider,
} from '../api/start-checkout.ts';
import { payHereDetailsSchema } from '@contract/checkout.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import {
  BillingDetailsFields,
  type BillingDetailsInput,
  type BillingDetailsValues,
} from './billing-details-fields.tsx';
import { BuyerDetailsFields } from './buyer-details-fields.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import {
  buyerDetailsForm,
  type BuyerDetailsInput,
  type BuyerDetailsValues,
} from './buyer-details-schema.ts';
import { PayHereLogo, StripeLogo } from './provider-logo.tsx';

/** Spec 2 and 4, Checkout (/purchase?id=): invoice, buyer details when signed out, then pay. */
export function PurchasePage({ photoId }: { photoId: string }) {
  const t = useT();
  usePageTitle(t('checkout.title'));
  const photo = usePhoto(photoId);
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '4', md: '8' }}>
      <BackButton photoId={photoId} />
      <QueryState
        query={photo}
        skeleton={<CheckoutSkeleton />}
        notFound={
          <NotFoundPage
            title={t('checkout.notFound.title')}
            message={t('checkout.notFound.message')}
          />
        }
      >
        {(data) => <Checkout photo={data} />}
      </QueryState>
    </Container>
  );
}

function BackButton({ photoId }: { photoId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  // Back in history when the visitor came from inside the app, else to the photo.
  const cameFromApp = location.key !== 'default';
  return (
    <Button
      variant="ghost"
      minH="11"
      ps="2"
      mb="4"
      onClick={() => void (cameFromApp ? navigate(-1) : navigate(paths.photoDetail(photoId)))}
    >
      <LuArrowLeft aria-hidden /> {t('checkout.back')}
    </Button>
  );
}

function Checkout({ photo }: { photo: PhotoDetail }) {
  const user = useSession();
  const { t, errorMessage } = useI18n();
  const price = usePriceCheck(photo.id);
  const checkout = useStartCheckout(photo.id);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<BuyerDetailsInput, unknown, BuyerDetailsValues>({
    resolver: zodResolver(buyerDetailsForm),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', confirm_email: '' },
  });
  const billing = useForm<BillingDetailsInput, unknown, BillingDetailsValues>({
    resolver: zodResolver(payHereDetailsSchema),
    mode: 'onTouched',
    defaultValues: { phone: '', address: '', city: '', country: 'Sri Lanka' },
  });
  const isFree = price.data ? price.data.ipg === 'FREE' : photo.free_download;
  const amount = price.data?.amount ?? photo.price;
  // The providers this deployment offers; the buyer chooses when there are two.
  const providers = usePublicConfig().data?.payment_providers ?? [];
  const [chosen, setChosen] = useState<PaymentProvider | null>(null);
  const provider = chosen ?? providers[0] ?? 'STRIPE';
  const needsBilling = !isFree && provider === 'PAYHERE';

  async function purchase(buyer: BuyerDetails | null, choice?: Choice) {
    if (
      isFree &&
      !(await confirm({
        title: t('checkout.confirmFree.title'),
        message: t('checkout.confirmFree.message'),
        confirmLabel: t('checkout.confirmFree.confirm'),
      }))
    ) {
      return;
    }
    checkout.mutate(
      { buyer, choice },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'redirect') window.location.assign(outcome.url);
          else if (outcome.kind === 'post') postForm(outcome.url, outcome.fields);
          else setSentTo(outcome.email);
        },
        // Spec 8: a failed free download says 'Please try again later' (the dialog is closed).
        onError: (error) =>
          isFree ? toast.error(t('checkout.tryLater'), errorMessage(error)) : toast.failure(error),
      },
    );
  }

  /** Pays with the chosen provider, after PayHere's billing details check out. */
  function pay(buyer: BuyerDetails | null) {
    if (isFree) return purchase(buyer);
    if (!needsBilling) return purchase(buyer, { provider });
    return billing.handleSubmit((details) => purchase(buyer, { provider, billing: details }))();
  }

  function submit(event: FormEvent) {
    if (!user) {
      // Both fieldsets show their messages at once.
      if (needsBilling) void billing.trigger();
      void form.handleSubmit((values) =>
        pay({
          name: `${values.first_name} ${values.last_name}`,
          email: values.email,
          confirm_email: values.confirm_email,
        }),
      )(event);
      return;
    }
    event.preventDefault();
    void pay(null);
  }

  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} align="start">
      <Box flex="1" minW="0" w="full">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">
          {t('checkout.title')}
        </Heading>
        <ImageWithPlaceholder
          src={photo.public_urls.full}
          srcSet={previewSrcSet(photo)}
          sources={pictureSources(photo)}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={photo.alt || photo.name}
          width={photo.width}
          height={photo.height}
          placeholder={photo.placeholder}
          dominantColor={photo.dominant_color}
          priority
          fit="contain"
          borderRadius="l3"
          maxW={`min(100%, calc(60vh * ${photo.width / photo.height}))`}
        />
      </Box>
      <Stack w={{ base: 'full', md: '420px' }} flexShrink={0} gap="6">
        <Invoice photo={photo} amount={amount} isFree={isFree} loading={price.isPending} />
        {sentTo ? (
          <LinkSent photo={photo} email={sentTo} />
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="6">
              {!user && <BuyerDetailsFields form={form} />}
              {!isFree && providers.length > 1 && (
                <PaymentChoice providers={providers} value={provider} onChange={setChosen} />
              )}
              {needsBilling && <BillingDetailsFields form={billing} />}
            </Stack>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              w="full"
              minH="12"
              mt={!user || needsBilling || providers.length > 1 ? '6' : '0'}
              loading={busy}
            >
              {user && isFree ? t('checkout.completeDownloading') : t('checkout.confirmPurchase')}
            </Button>
            <HStack justify="center" gap="2" mt="4" color="fg.muted" textStyle="sm">
              <LuLock aria-hidden />
              <Text>{t('checkout.securedBy')}</Text>
              {provider === 'PAYHERE' && !isFree ? <PayHereLogo /> : <StripeLogo />}
            </HStack>
          </form>
        )}
      </Stack>
    </Flex>
  );
}

function Invoice({
  photo,
  amount,
  isFree,
  loading,
}: {
  photo: PhotoDetail;
  amount: number;
  isFree: boolean;
  loading: boolean;
}) {
  const { t, format } = useI18n();
  const price = isFree ? t('checkout.invoice.free') : format.price(amount);
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="invoice">
      <Card.Body gap="3">
        <Heading as="h2" id="invoice" size="md">
          {t('checkout.invoice.title')}
        </Heading>
        <Flex justify="space-between" gap="4" align="start">
          <Box minW="0">
            <Text fontWeight="semibold">{photo.name}</Text>
            <Text textStyle="sm" color="fg.muted">
              {t('checkout.invoice.pixels', {
                resolution: formatResolution(photo.width, photo.height),
              })}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {t('checkout.invoice.licence')}
            </Text>
          </Box>
          <Skeleton loading={loading}>
            <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {price}
            </Text>
          </Skeleton>
        </Flex>
        <Separator />
        <Flex justify="space-between" fontWeight="bold" fontSize="lg">
          <Text>{t('checkout.invoice.totalDue')}</Text>
          <Skeleton loading={loading}>
            <Text fontVariantNumeric="tabular-nums" color="saffron.fg">
              {format.price(isFree ? 0 : amount)}
            </Text>
          </Skeleton>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function LinkSent({ photo, email }: { photo: PhotoDetail; email: string }) {
  const t = useT();
  return (
    <Card.Root variant="subtle" bg="brand.subtle" role="status">
      <Card.Body gap="3">
        <HStack gap="3" color="brand.fg">
          <LuMailCheck size="24" aria-hidden />
          <Heading as="h2" size="md">
            {t('checkout.sent.title')}
          </Heading>
        </HStack>
        <Text>
          {richText(t('checkout.sent.message', { title: photo.name, email }), {
            strong: (text) => <strong>{text}</strong>,
          })}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t('checkout.sent.note')}
        </Text>
        <HStack gap="2" wrap="wrap" mt="2">
          <Button asChild colorPalette="brand" minH="11">
            <Link to={paths.photoDetail(photo.id)}>{t('checkout.sent.backToPhoto')}</Link>
          </Button>
          <Button asChild variant="outline" minH="11">
            <Link to={paths.home()}>{t('checkout.sent.browse')}</Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function CheckoutSkeleton() {
  const t = useT();
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap="10"
      role="status"
      aria-busy="true"
      aria-label={t('checkout.loading')}
    >
      <Skeleton flex="1" aspectRatio="3 / 2" borderRadius="l3" />
      <Stack w={{ base: 'full', md: '420px' }} gap="4">
        <Skeleton h="40" borderRadius="l3" />
        <Skeleton h="12" />
      </Stack>
    </Flex>
  );
}
