import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch, PREFETCH_WAIT_MS } from './prefetch.ts';

afterEach(() => vi.useRealTimers());

describe('prefetch', () => {
  it('lets the page render with its data when the answer comes in time', async () => {
    let answered = false;
    await prefetch(() => [Promise.resolve().then(() => void (answered = true))]);
    expect(answered).toBe(true);
  });

  it('does not keep a blank screen while a slow API answers: the page shows its skeleton', async () => {
    vi.useFakeTimers();
    let done = false;
    void prefetch(() => [new Promise<void>(() => {})]).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
