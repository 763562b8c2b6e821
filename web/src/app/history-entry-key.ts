import type { Location } from 'react-router';

/**
 * Scroll positions keyed by history entry, the page load's first entry included.
 *
 * `<ScrollRestoration />` keys each saved position by `location.key`, which React Router keeps in
 * `history.state`. The entry a page load opens on was not pushed by the router, so its key is
 * `'default'` on every load: typing a new address in the same tab (or any full navigation)
 * restored the position the previous page had saved under that same key, and the new page opened
 * scrolled down. The first entry gets a key of its own here, kept in its `history.state` beside
 * React Router's (whose `'default'` still tells the app the visitor landed on this page): a new
 * load starts at the top or at its hash target, while a refresh, or back/forward to the entry
 * from another page, finds the key in the state the browser kept and restores the position.
 */
const FIELD = 'scrollKey';

let firstEntryKey: string | null = null;

/** Reads (or gives) the current entry's own key; call before the router reads the entry. */
export function keyFirstEntry(history: History = window.history): string {
  const state: unknown = history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : null;
  const kept = current?.[FIELD];
  if (typeof kept === 'string' && kept) {
    firstEntryKey = kept;
  } else {
    firstEntryKey = `first-${Math.random().toString(36).slice(2, 10)}`;
    history.replaceState({ ...current, [FIELD]: firstEntryKey }, '');
  }
  return firstEntryKey;
}

/** `getKey` of `<ScrollRestoration />`: the router's key, or the first entry's own. */
export function scrollKey(location: Location): string {
  if (location.key !== 'default') return location.key;
  return firstEntryKey ?? keyFirstEntry();
}
