import type { DailyStats } from '@contract/creator.ts';
import { formatMonthDay } from '../../../lib/format.ts';

/**
 * Turns the API's daily series into what the small SVG chart draws: one bar per day, scaled to
 * a "nice" top value so the axis reads 0, 5, 10... rather than 0, 3.7, 7.4.
 */
export type Metric = 'views' | 'downloads' | 'sales' | 'earnings';

export interface Bar {
  day: string;
  /** 'Nov 25' */
  label: string;
  value: number;
  /** 0..1 of the chart's height. */
  height: number;
}

export interface ChartModel {
  bars: Bar[];
  /** The axis' top value and its ticks, bottom to top. */
  max: number;
  ticks: number[];
  total: number;
}

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/**
 * The axis' ticks, bottom to top: 0, the middle and the top. A count (views, downloads, sales)
 * is a whole number, so its axis skips a middle that would read 0.5 or 2.5 views; money keeps it.
 */
export function axisTicks(max: number, metric: Metric): number[] {
  const middle = max / 2;
  if (metric !== 'earnings' && !Number.isInteger(middle)) return [0, max];
  return [0, middle, max];
}

/**
 * The chart of one metric. `dayLabel` names a 'YYYY-MM-DD' day, 'Nov 25' by default; the page
 * passes the reader's (`format.monthDay`: 'ඉල් 25', 'நவ. 25').
 */
export function chartModel(
  series: DailyStats['series'],
  metric: Metric,
  dayLabel: (day: string) => string = formatMonthDay,
): ChartModel {
  const values = series.map((point) => point[metric]);
  const max = niceMax(Math.max(0, ...values));
  return {
    bars: series.map((point) => ({
      day: point.day,
      label: dayLabel(point.day),
      value: point[metric],
      height: point[metric] / max,
    })),
    max,
    ticks: axisTicks(max, metric),
    total: values.reduce((sum, value) => sum + value, 0),
  };
}
