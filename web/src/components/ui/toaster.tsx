import { lazy, Suspense, useSyncExternalStore } from 'react';
import { withDesignSystem } from '../../app/design-system.tsx';
import { translate, translateError } from '../../i18n/index.ts';

/**
 * The one toaster: top-centre, 5 seconds (spec sections 2 and 9). The toast machinery loads
 * with the first toast, not with the first page (docs/performance.md, web budget).
 */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
// (Shown through the catalogue as 'shell.error.generic'; kept for screens not yet translated.)

type ToastInput = {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
  /** A button in the toast; such a toast stays 10 s, time to read it and decide. */
  action?: { label: string; onClick: () => void };
  duration?: number;
};

let wanted = false;
const listeners = new Set<() => void>();

function show(input: ToastInput) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void import('./toaster-store.ts').then(({ toaster }) => toaster.create(input));
}

/** Success and error toasts with the spec's wording; errors read the server's description. */
export const toast = {
  success: (title: string) => show({ type: 'success', title }),
  info: (title: string, description?: string) => show({ type: 'info', title, description }),
  error: (title: string, description?: string) => show({ type: 'error', title, description }),
  /** An offer the reader may take with one button ('Save it to your account'). */
  offer: (title: string, description: string, action: { label: string; onClick: () => void }) =>
    show({ type: 'info', title, description, action, duration: 10_000 }),
  /** Spec 8, 'Network and other failures': the generic text followed by the error. */
  failure: (error: unknown) =>
    show({
      type: 'error',
      title: translate('shell.error.generic'),
      description: error instanceof Error ? translateError(error) : undefined,
    }),
};

const ToasterView = lazy(withDesignSystem(() => import('./toaster-view.tsx')));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered once by the providers; mounts the toast viewport when the first toast is shown. */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
