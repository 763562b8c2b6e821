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
import { formatPrice, formatResolution } from '../../../lib/format.ts';
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
  usePageTitle('Checkout');
  const photo = usePhoto(photoId);
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '4', md: '8' }}>
      <BackButton photoId={photoId} />
      <QueryState
        query={photo}
        skeleton={<CheckoutSkeleton />}
        notFound={
          <NotFoundPage
            title="Photo not found"
            message="This photo does not exist or is no longer for sale."
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
      <LuArrowLeft aria-hidden /> Back
    </Button>
  );
}

function Checkout({ photo }: { photo: PhotoDetail }) {
  const user = useSession();
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
        title: 'Download free photo',
        message: 'Are you sure you want to download this photo?',
        confirmLabel: 'Yes, download',
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
          isFree ? toast.error('Please try again later', error.message) : toast.failure(error),
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
          Checkout
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
              {user && isFree ? 'Complete Downloading' : 'Confirm Purchase'}
            </Button>
            <HStack justify="center" gap="2" mt="4" color="fg.muted" textStyle="sm">
              <LuLock aria-hidden />
              <Text>Payments are securely processed by</Text>
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
  const price = isFree ? 'Free' : formatPrice(amount);
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="invoice">
      <Card.Body gap="3">
        <Heading as="h2" id="invoice" size="md">
          Invoice
        </Heading>
        <Flex justify="space-between" gap="4" align="start">
          <Box minW="0">
            <Text fontWeight="semibold">{photo.name}</Text>
            <Text textStyle="sm" color="fg.muted">
              {formatResolution(photo.width, photo.height)} pixels | JPEG
            </Text>
            <Text textStyle="xs" color="fg.muted">
              Standard royalty-free licence
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
          <Text>Total Due</Text>
          <Skeleton loading={loading}>
            <Text fontVariantNumeric="tabular-nums" color="saffron.fg">
              {formatPrice(isFree ? 0 : amount)}
            </Text>
          </Skeleton>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function LinkSent({ photo, email }: { photo: PhotoDetail; email: string }) {
  return (
    <Card.Root variant="subtle" bg="brand.subtle" role="status">
      <Card.Body gap="3">
        <HStack gap="3" color="brand.fg">
          <LuMailCheck size="24" aria-hidden />
          <Heading as="h2" size="md">
            Check your inbox
          </Heading>
        </HStack>
        <Text>
          We have sent the download link for “{photo.name}” to <strong>{email}</strong>.
        </Text>
        <Text textStyle="sm" color="fg.muted">
          The link works for 30 days and for up to 5 downloads. No e-mail? Look in your spam folder.
        </Text>
        <HStack gap="2" wrap="wrap" mt="2">
          <Button asChild colorPalette="brand" minH="11">
            <Link to={paths.photoDetail(photo.id)}>Back to the photo</Link>
          </Button>
          <Button asChild variant="outline" minH="11">
            <Link to={paths.home()}>Browse more photos</Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function CheckoutSkeleton() {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap="10"
      role="status"
      aria-busy="true"
      aria-label="Loading checkout"
    >
      <Skeleton flex="1" aspectRatio="3 / 2" borderRadius="l3" />
      <Stack w={{ base: 'full', md: '420px' }} gap="4">
        <Skeleton h="40" borderRadius="l3" />
        <Skeleton h="12" />
      </Stack>
    </Flex>
  );
}
