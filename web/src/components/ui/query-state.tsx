import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { ApiError } from '../../lib/api-client.ts';
import { GENERIC_FAILURE } from './toaster.tsx';

/**
 * The three states every query screen has besides its content: loading (a skeleton shaped like
 * the content), empty (with a next step) and failed (with a retry). The spec's featured-photos
 * wording ('Failed To Load' / 'check your connection') is the `failedToLoad` variant; other
 * failures say 'Something went wrong. Please try again.' and the error.
 */
export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  /** When the data counts as empty; `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown instead of the error state when the API answers 404. */
  notFound?: ReactNode;
  errorVariant?: 'generic' | 'failedToLoad';
}

export function QueryState<T>({
  query,
  skeleton,
  children,
  isEmpty,
  empty,
  notFound,
  errorVariant = 'generic',
}: QueryStateProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError) {
    if (notFound && query.error instanceof ApiError && query.error.status === 404) {
      return <>{notFound}</>;
    }
    return (
      <ErrorState
        title={errorVariant === 'failedToLoad' ? 'Failed To Load' : GENERIC_FAILURE}
        detail={errorVariant === 'failedToLoad' ? 'check your connection' : query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty?.(query.data) && empty) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

export function ErrorState({
  title,
  detail,
  onRetry,
  retrying = false,
}: {
  title: string;
  detail?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Center py="16" px="4" role="alert">
      <VStack gap="3" textAlign="center">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {detail && <Text color="fg.muted">{detail}</Text>}
        {onRetry && (
          <Button variant="outline" onClick={onRetry} loading={retrying} minH="11">
            <LuRefreshCw aria-hidden /> Try again
          </Button>
        )}
      </VStack>
    </Center>
  );
}

/** An empty state that offers the next step. */
export function EmptyState({
  title,
  detail,
  action,
}: {
  title: string;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Center py="16" px="4">
      <VStack gap="3" textAlign="center" maxW="md">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {detail && <Text color="fg.muted">{detail}</Text>}
        {action}
      </VStack>
    </Center>
  );
}
