import { Button, Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/index.ts';
import { EmptyState } from './ui/query-state.tsx';

/** The frame of the signed-in user's own list pages: page width, gutters and the title. */
export function AccountPage({
  title,
  maxW = '7xl',
  children,
}: {
  title: string;
  maxW?: '4xl' | '7xl';
  children: ReactNode;
}) {
  return (
    <Container maxW={maxW} py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      {children}
    </Container>
  );
}

/** An empty list whose next step is to go and find photos (DESIGN.md: empty states). */
export function BrowsePhotosEmptyState({ title, detail }: { title: string; detail: string }) {
  const t = useT();
  return (
    <EmptyState
      title={title}
      detail={detail}
      action={
        <Button asChild colorPalette="brand" minH="11">
          <Link to={paths.home()}>{t('profile.browsePhotos')}</Link>
        </Button>
      }
    />
  );
}
