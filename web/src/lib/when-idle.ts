/** Browsers without `requestIdleCallback` (Safari) wait this long instead. */
const FALLBACK_DELAY_MS = 2000;
/** Past this the work runs even if the browser never reported an idle moment. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Runs `work` once the browser is idle (`requestIdleCallback`): for work that nobody waits for
 * yet, such as warming a popup's module (components/ui/on-demand.ts). Answers a cancel function,
 * so it can be an effect's cleanup.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}
