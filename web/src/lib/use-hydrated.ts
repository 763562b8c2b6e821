import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React renders on the server or adopts the server's markup, true afterwards (and
 * from the start when the browser draws the page itself). For parts the server leaves out, such
 * as lazily loaded buttons: rendering them during hydration would suspend on their module, which
 * React reports as an error and answers by drawing that part again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
