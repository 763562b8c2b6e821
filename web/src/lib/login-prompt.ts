import { useSyncExternalStore } from 'react';

/**
 * Spec 4: favouriting and adding to a collection open the login popup when signed out. Those
 * features cannot import the auth feature (features never import each other), so they ask here,
 * and the one login dialog mounted by the app listens.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  open = value;
  listeners.forEach((listener) => listener());
}

export function requestLogin() {
  set(true);
}

export function closeLoginPrompt() {
  set(false);
}

export function useLoginPromptOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
