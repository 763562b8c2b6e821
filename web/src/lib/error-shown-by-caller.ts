/**
 * Spread into `useMutation` options when the component shows the failure itself (on a field, in
 * a banner, by undoing an optimistic change): a mutation with its own `onError` is left alone by
 * the app-wide failure toast (app/providers.tsx), so the person sees the error once.
 */
export const errorShownByCaller = { onError: () => undefined } as const;
