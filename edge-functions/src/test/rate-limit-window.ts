/**
 * Rate limits count in fixed windows aligned to the epoch (app_private.hit_rate_limit). A test
 * that makes N hits must not straddle a window edge, or the count restarts half-way; when the
 * edge is less than `marginSeconds` away, wait until just past it.
 */
export async function avoidWindowEdge(windowSeconds: number, marginSeconds = 15): Promise<void> {
  const intoWindow = (Date.now() / 1000) % windowSeconds;
  const left = windowSeconds - intoWindow;
  if (left < marginSeconds)
    await new Promise((resolve) => setTimeout(resolve, (left + 0.5) * 1000));
}
