import {
  Box,
  Center,
  Image,
  Link as ChakraLink,
  SimpleGrid,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LuImages } from 'react-icons/lu';
import type { CollectionTile } from '@contract/collections.ts';
import { AccountPage } from '../../../components/account-page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useCollections } from '../api/collections.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { useT } from '../../../i18n/index.ts';

const COLUMNS = { base: 2, md: 3, lg: 4 };

/** My Collections (spec 2): '+ Add New Collection' first, then a tile per collection. */
export function CollectionsPage() {
  const collections = useCollections();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const t = useT();

  return (
    <AccountPage title={t('collections.page.title')}>
      <QueryState
        query={collections}
        skeleton={
          <SimpleGrid columns={COLUMNS} gap="4" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} aspectRatio="1" borderRadius="md" />
            ))}
          </SimpleGrid>
        }
      >
        {(tiles) => (
          <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap={{ base: '3', md: '4' }}>
            <Box as="li">
              <Box
                as="button"
                w="full"
                aspectRatio="1"
                borderWidth="2px"
                borderStyle="dashed"
                borderColor="border.emphasized"
                borderRadius="md"
                color="brand.fg"
                fontWeight="semibold"
                cursor="pointer"
                _hover={{ bg: 'brand.subtle' }}
                onClick={() => setCreating(true)}
              >
                <Center flexDirection="column" gap="2" h="full">
                  {t('collections.page.add')}
                </Center>
              </Box>
            </Box>
            {tiles.map((tile) => (
              <CollectionTileLink key={tile.id} tile={tile} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <CollectionFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(saved) => navigate(paths.profileCollection(saved.id))}
      />
    </AccountPage>
  );
}

function CollectionTileLink({ tile }: { tile: CollectionTile }) {
  const t = useT();
  return (
    <Box as="li">
      <ChakraLink asChild display="block" borderRadius="md" _hover={{ textDecoration: 'none' }}>
        <Link to={paths.profileCollection(tile.id)}>
          <Box aspectRatio="1" borderRadius="md" overflow="hidden" bg="bg.muted" w="full">
            {tile.thumbnail_url ? (
              <Image src={tile.thumbnail_url} alt="" w="full" h="full" fit="cover" loading="lazy" />
            ) : (
              <Center h="full" color="fg.subtle">
                <LuImages size={36} aria-hidden />
              </Center>
            )}
          </Box>
          <Text fontWeight="semibold" mt="2" lineClamp={1}>
            {tile.name}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {t('collections.photoCount', { count: tile.photo_count })}
          </Text>
        </Link>
      </ChakraLink>
    </Box>
  );
}
