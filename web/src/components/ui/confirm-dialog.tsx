import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { withDesignSystem } from '../../app/design-system.tsx';

/**
 * One awaitable confirmation: `if (await confirm({...})) doIt()`. The question always says what
 * will happen (DESIGN.md); Escape, the close button and Cancel all answer false. The dialog's
 * code loads with the first question.
 */
export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for removals and deletions. */
  destructive?: boolean;
}

export interface PendingConfirm extends ConfirmOptions {
  answer: (value: boolean) => void;
}

let pending: PendingConfirm | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

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
