import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../../i18n/format.ts';
import { axisTicks, chartModel, niceMax, type Metric } from './chart-data.ts';

const point = (day: string, views: number, sales = 0, earnings = 0) => ({
  day,
  views,
  downloads: 0,
  sales,
  earnings,
});

describe('chart data shaping', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(4500)).toBe(5000);
    expect(niceMax(3150)).toBe(5000);
  });

  it('labels days as calendar days, in English unless told', () => {
    const series = [point('2026-11-25', 1), point('2027-01-01', 2)];
    expect(chartModel(series, 'views').bars.map((bar) => bar.label)).toEqual(['Nov 25', 'Jan 1']);
    const sinhala = chartModel(series, 'views', formattersFor('si').monthDay);
    expect(sinhala.bars.map((bar) => bar.label)).toEqual(['ඉල් 25', 'දුරුතු 1']);
  });

  it('makes one bar per day scaled to the axis, with the range total', () => {
    const model = chartModel(
      [point('2026-11-23', 0), point('2026-11-24', 4), point('2026-11-25', 2)],
      'views',
    );
    expect(model.max).toBe(5);
    expect(model.ticks).toEqual([0, 5]);
    expect(model.bars.map((bar) => bar.height)).toEqual([0, 0.8, 0.4]);
    expect(model.bars[1]).toMatchObject({ label: 'Nov 24', value: 4 });
    expect(model.total).toBe(6);
  });

  it('draws an empty range flat on a 0-1 axis', () => {
    const model = chartModel([point('2026-11-25', 0)], 'sales');
    expect(model.max).toBe(1);
    expect(model.ticks).toEqual([0, 1]);
    expect(model.bars[0]!.height).toBe(0);
    expect(model.total).toBe(0);
  });

  it('charts earnings in rupees', () => {
    const model = chartModel([point('2026-11-25', 0, 1, 3150)], 'earnings');
    expect(model.total).toBe(3150);
    expect(model.max).toBe(5000);
  });

  it('labels count axes with whole numbers only, even for small maxima', () => {
    const counts: Metric[] = ['views', 'downloads', 'sales'];
    for (const metric of counts) {
      for (const top of [0, 1, 2, 3, 4, 5, 7, 12, 30, 4500]) {
        const series = [
          { day: '2026-11-24', views: 0, downloads: 0, sales: 0, earnings: 0 },
          { day: '2026-11-25', views: 0, downloads: 0, sales: 0, earnings: 0, [metric]: top },
        ];
        const { ticks, max } = chartModel(series, metric);
        expect(ticks.every(Number.isInteger), `${metric} up to ${top}: ${ticks}`).toBe(true);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBe(max);
        expect(max).toBeGreaterThanOrEqual(Math.max(top, 1));
      }
    }
    expect(axisTicks(1, 'views')).toEqual([0, 1]);
    expect(axisTicks(2, 'downloads')).toEqual([0, 1, 2]);
    expect(axisTicks(5, 'sales')).toEqual([0, 5]);
    expect(axisTicks(10, 'views')).toEqual([0, 5, 10]);
  });

  it('keeps the middle tick on a money axis', () => {
    expect(axisTicks(5000, 'earnings')).toEqual([0, 2500, 5000]);
    expect(axisTicks(5, 'earnings')).toEqual([0, 2.5, 5]);
  });
});
