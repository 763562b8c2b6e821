/**
 * The review queue's keyboard shortcuts: j/k move down/up, a accepts, r rejects. Ignored while
 * typing in a field or with a modifier held, so they never steal a letter from a reason.
 */
export type ReviewCommand = 'next' | 'previous' | 'accept' | 'reject';

const KEYS: Record<string, ReviewCommand> = { j: 'next', k: 'previous', a: 'accept', r: 'reject' };

export function reviewCommand(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): ReviewCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) {
    return null;
  }
  if (target?.closest?.('[role="dialog"], [role="alertdialog"]')) return null;
  return KEYS[event.key] ?? null;
}

/** The index after a move, kept inside the list. */
export function moveSelection(index: number, length: number, command: 'next' | 'previous'): number {
  if (length === 0) return 0;
  const next = command === 'next' ? index + 1 : index - 1;
  return Math.min(Math.max(next, 0), length - 1);
}
