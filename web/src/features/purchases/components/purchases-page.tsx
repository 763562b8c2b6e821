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
import { grantState, usePurchases } from '../api/purchases.ts';
import { useI18n, useT } from '../../../i18n/index.ts';

/**
 * My purchases (ours, beyond the spec): every photo the user bought or downloaded free, with
 * the original's download while the grant lasts, and a clear state once it has expired or its
 * downloads are used up.
 */
export function PurchasesPage() {
  const purchases = usePurchases();
  const t = useT();
  return (
    <AccountPage title={t('purchases.page.title')} maxW="4xl">
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
            title={t('purchases.page.emptyTitle')}
            detail={t('purchases.page.emptyDetail')}
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
  const { t, format } = useI18n();
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
          {purchase.is_free ? t('purchases.row.free') : format.price(purchase.amount)} ·{' '}
          {format.date(purchase.created_at)}
        </Text>
        {!purchase.on_sale && (
          <Text textStyle="sm" color="fg.muted">
            {t('purchases.row.removed')}
          </Text>
        )}
        {state === 'available' ? (
          <Text textStyle="sm">
            {t('purchases.row.downloadsLeft', {
              left: format.count(purchase.downloads_left),
              total: format.count(purchase.max_downloads),
              until: format.date(purchase.expires_at),
            })}
          </Text>
        ) : (
          <Box>
            <Badge colorPalette="gray" variant="subtle">
              {state === 'expired' ? t('purchases.row.expired') : t('purchases.row.usedUp')}
            </Badge>
          </Box>
        )}
      </Stack>
      <Box alignSelf={{ base: 'stretch', sm: 'center' }}>
        {state === 'available' ? (
          <Button asChild colorPalette="brand" minH="11" w={{ base: 'full', sm: 'auto' }}>
            <a href={purchase.download_url} download onClick={onDownload}>
              <LuDownload aria-hidden /> {t('purchases.row.download')}
            </a>
          </Button>
        ) : (
          <Button minH="11" w={{ base: 'full', sm: 'auto' }} disabled>
            <LuDownload aria-hidden /> {t('purchases.row.download')}
          </Button>
        )}
      </Box>
    </Flex>
  );
}
