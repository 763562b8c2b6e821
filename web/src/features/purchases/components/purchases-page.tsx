import {
  Badge,
  Box,
  Button,
  Flex,
  Image,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router';
import { LuDownload } from 'react-icons/lu';
import type { Purchase } from '@contract/checkout.ts';
import { AccountPage, BrowsePhotosEmptyState } from '../../../components/account-page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { grantState, usePurchases, type GrantState } from '../api/purchases.ts';

const STATE_TEXT: Record<Exclude<GrantState, 'available'>, string> = {
  expired: 'Download link expired',
  'used-up': 'All downloads used',
};

/**
 * My purchases (ours, beyond the spec): every photo the user bought or downloaded free, with
 * the original's download while the grant lasts, and a clear state once it has expired or its
 * downloads are used up.
 */
export function PurchasesPage() {
  const purchases = usePurchases();
  return (
    <AccountPage title="My Purchases" maxW="4xl">
      <QueryState
        query={purchases}
        skeleton={
          <Stack gap="4" aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} h="28" borderRadius="md" />
            ))}
          </Stack>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <BrowsePhotosEmptyState
            title="No purchases yet"
            detail="Photos you buy or download for free appear here, ready to download again."
          />
        }
      >
        {(list) => (
          <Stack as="ul" listStyleType="none" gap="4">
            {list.map((purchase) => (
              <PurchaseRow
                key={purchase.ref}
                purchase={purchase}
                // The download counts against the grant: show what is left once it has started.
                onDownload={() => setTimeout(() => void purchases.refetch(), 2000)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </AccountPage>
  );
}

/** The thumbnail's box: the photo's shape, full width on phones, a small tile beside the text. */
function thumbnailBox(photo: Purchase['photo']) {
  return {
    w: { base: 'full', sm: '36' },
    aspectRatio: `${photo.width} / ${photo.height}`,
    maxH: { base: '56', sm: '28' },
    borderRadius: 'md',
  } as const;
}

function PurchaseRow({ purchase, onDownload }: { purchase: Purchase; onDownload: () => void }) {
  const state = grantState(purchase);
  const { photo } = purchase;
  return (
    <Flex
      as="li"
      gap="4"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      direction={{ base: 'column', sm: 'row' }}
      data-testid="purchase"
    >
      {purchase.on_sale ? (
        <ChakraLink asChild flexShrink="0">
          <Link to={paths.photoDetail(photo.id)}>
            <Image
              src={photo.public_urls.thumbnail}
              alt={photo.alt || photo.name}
              {...thumbnailBox(photo)}
              fit="cover"
              bg="bg.muted"
            />
          </Link>
        </ChakraLink>
      ) : (
        // Unpublished since: no page and no public image any more, only its blurred placeholder.
        <Box
          role="img"
          aria-label={photo.alt || photo.name}
          flexShrink="0"
          {...thumbnailBox(photo)}
          bg={photo.dominant_color ?? 'bg.muted'}
          backgroundImage={photo.placeholder ? `url("${photo.placeholder}")` : undefined}
          backgroundSize="cover"
        />
      )}
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" lineClamp={2}>
          {photo.name}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {purchase.is_free ? 'Free download' : formatPrice(purchase.amount)} ·{' '}
          {formatDate(purchase.created_at)}
        </Text>
        {!purchase.on_sale && (
          <Text textStyle="sm" color="fg.muted">
            No longer on LankaLens: the photographer has removed it. What you got stays yours.
          </Text>
        )}
        {state === 'available' ? (
          <Text textStyle="sm">
            {purchase.downloads_left} of {purchase.max_downloads} downloads left · until{' '}
            {formatDate(purchase.expires_at)}
          </Text>
        ) : (
          <Box>
            <Badge colorPalette="gray" variant="subtle">
              {STATE_TEXT[state]}
            </Badge>
          </Box>
        )}
      </Stack>
      <Box alignSelf={{ base: 'stretch', sm: 'center' }}>
        {state === 'available' ? (
          <Button asChild colorPalette="brand" minH="11" w={{ base: 'full', sm: 'auto' }}>
            <a href={purchase.download_url} download onClick={onDownload}>
              <LuDownload aria-hidden /> Download
            </a>
          </Button>
        ) : (
          <Button minH="11" w={{ base: 'full', sm: 'auto' }} disabled>
            <LuDownload aria-hidden /> Download
          </Button>
        )}
      </Box>
    </Flex>
  );
}
