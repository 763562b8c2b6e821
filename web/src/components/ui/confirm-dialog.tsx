import { lazy, Suspense, useSyncExternalStore } from 'react';
import { withDesignSystem } from '../../app/design-system.tsx';
import type { ConfirmOptions, PendingConfirm } from './confirm-types.ts';

let pending: PendingConfirm | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * One awaitable confirmation: `if (await confirm({...})) doIt()`. The question always says what
 * will happen (DESIGN.md); Escape, the close button and Cancel all answer false. The dialog's
 * code loads with the first question.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  // A second question while one is open answers the first with "no".
  pending?.answer(false);
  return new Promise((resolve) => {
    const question: PendingConfirm = {
      ...options,
      answer: (value) => {
        resolve(value);
        if (pending === question) {
          pending = null;
          emit();
        }
      },
    };
    pending = question;
    emit();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ConfirmDialogView = lazy(withDesignSystem(() => import('./confirm-dialog-view.tsx')));

/** Rendered once by the providers; shows the open question, if any. */
export function ConfirmViewport() {
  const current = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  return current ? (
    <Suspense fallback={null}>
      <ConfirmDialogView question={current} />
    </Suspense>
  ) : null;
}
