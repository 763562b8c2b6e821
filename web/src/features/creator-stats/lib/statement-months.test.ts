import { describe, expect, it } from 'vitest';
import { currentStatementMonth, recentMonths } from './statement-months.ts';

describe('statement months', () => {
  it("takes the month of Sri Lanka's calendar: 20:00 UTC on the last day is already the next", () => {
    expect(currentStatementMonth(new Date('2026-11-30T18:00:00Z'))).toBe('2026-11');
    expect(currentStatementMonth(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12');
  });

  it('lists the last twelve months across a new year, newest first', () => {
    const months = recentMonths('2026-02');
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2025-03');
  });
});
