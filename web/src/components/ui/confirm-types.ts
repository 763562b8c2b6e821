import type { ReactNode } from 'react';

/** A question for confirm() (confirm-dialog.tsx), and the one open, as the dialog shows it. */
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
