/**
 * For useMutation: the screens using this mutation show its failures themselves (in `mutate`'s
 * onError, with the spec's texts), so the app-wide 'Something went wrong' toast stays out
 * (app/providers.tsx skips mutations that have an onError).
 */
export const callerHandlesErrors = { onError: () => {} } as const;
