/** The current month of the marketplace's calendar (UTC+05:30), as YYYY-MM. */
export function currentStatementMonth(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 7);
}

/** The twelve months up to `month`, newest first, as YYYY-MM. */
export function recentMonths(month: string, count = 12): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, monthNumber - 1 - back, 1));
    return date.toISOString().slice(0, 7);
  });
}
