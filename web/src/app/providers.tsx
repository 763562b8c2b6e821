import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmViewport } from '../components/ui/confirm-dialog.tsx';
import { Toaster, toast } from '../components/ui/toaster.tsx';
import { ApiError } from '../lib/api-client.ts';
import { DesignSystemProvider } from './design-system.tsx';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** A 4xx answer will not change by asking again; a network or server failure might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    // Spec 8: failures nobody handles end as 'Something went wrong. Please try again.' + error.
    // A mutation with its own onError (field errors, banners) handles its failures itself.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.options.onError) toast.failure(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The app's one query client. Route loaders prefetch into it, so a page renders with its data
 * at once instead of swapping a skeleton for content (no layout shift on arrival).
 */
export const queryClient = createQueryClient();

export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  /** Tests give each render a fresh client. */
  client?: QueryClient;
}) {
  return (
    <DesignSystemProvider>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
        <ConfirmViewport />
      </QueryClientProvider>
    </DesignSystemProvider>
  );
}
