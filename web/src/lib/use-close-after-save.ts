import { useEffect, useRef } from 'react';

/** Spec 9: modals close 1 s after a save (the add-to-collection popup too). */
export const CLOSE_AFTER_SAVE_MS = 1000;

/** Calls `close` once, 1 s after `saved` turns true (cancelled if the dialog goes first). */
export function useCloseAfterSave(saved: boolean, close: () => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => latest.current(), CLOSE_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saved]);
}
