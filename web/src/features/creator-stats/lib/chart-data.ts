import type { DailyStats } from '@contract/creator.ts';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' to 'Nov 25', read as a calendar day (no time zone shift); with an Intl locale, that
 * language's short month and day ('නොවැ 25', '25 நவ.').
 */
export function dayLabel(day: string, locale?: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (locale) {
    return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)).toLocaleDateString(
      locale,
      {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      },
    );
  }
  return `${MONTHS[(month ?? 1) - 1]} ${date}`;
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

/** The chart of one metric; `locale` names the days in a language other than English. */
export function chartModel(
  series: DailyStats['series'],
  metric: Metric,
  locale?: string,
): ChartModel {
  const values = series.map((point) => point[metric]);
  const max = niceMax(Math.max(0, ...values));
  return {
    bars: series.map((point) => ({
      day: point.day,
      label: dayLabel(point.day, locale),
      value: point[metric],
      height: point[metric] / max,
    })),
    max,
    ticks: axisTicks(max, metric),
    total: values.reduce((sum, value) => sum + value, 0),
  };
}
