/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input
 * in between: a phone's start-up is several short tasks instead of one long one (Lighthouse
 * counts each task's time past 50 ms as blocking). `scheduler.yield()` keeps our place ahead of
 * other queued work where the browser has it; elsewhere a zero-delay timeout does the same.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
