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

/**
 * True while the page is still the server's markup, and in the render that adopts it; false from
 * the render right after (decision 44). A control whose work needs the script takes `disabled`
 * from it: the server draws it dimmed and announced as unavailable, the browser adopts that as
 * it is, and then only the attribute goes, so nothing is redrawn and nothing moves. A page the
 * browser draws itself has its controls enabled from the start.
 */
export function useAwaitingApp(): boolean {
  return !useHydrated();
}
