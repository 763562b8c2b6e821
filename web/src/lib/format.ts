/**
 * How numbers and dates read in the app (spec section 9). Dates are shown in Sri Lanka's time
 * zone, so every visitor sees the same calendar day for a photo.
 *
 * English is written out by hand rather than through `Intl`: a page's first `Intl.NumberFormat`
 * or `Intl.DateTimeFormat` loads the browser's locale data, 170-360 ms of main thread on a phone
 * (4x CPU slowdown, measured in Chromium), and an English page needs nothing it cannot spell
 * itself. `format.test.ts` holds these to what `Intl` says for the same values. Sinhala and
 * Tamil keep `Intl` (i18n/format.ts), which knows their month names.
 */

/**
 * Sri Lanka's offset from UTC: +05:30 since 15 April 2006, with no daylight saving. The app's
 * dates are from the marketplace's own lifetime, long after the last change.
 */
const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `value`'s sign before its digits, with commas: (-1, '1234567.50') -> '-1,234,567.50'. */
function grouped(value: number, digits: string): string {
  const [whole = '', fraction] = digits.split('.');
  const sign = value < 0 ? '-' : '';
  const commas = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? sign + commas : `${sign}${commas}.${fraction}`;
}

/** 1234 -> 'Rs. 1,234.00' */
export function formatPrice(amount: number): string {
  return `Rs. ${grouped(amount, Math.abs(amount).toFixed(2))}`;
}

/** 12345 -> '12,345' (at most three decimals, as `Intl.NumberFormat` shows them) */
export function formatCount(value: number): string {
  return grouped(
    value,
    Math.abs(value)
      .toFixed(3)
      .replace(/\.?0+$/, ''),
  );
}

/** A count with its noun: '1 like', '2 likes', '12,345 views'. */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/** The calendar day in Colombo of an ISO timestamp. */
function colomboDay(iso: string) {
  const local = new Date(new Date(iso).getTime() + COLOMBO_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** 'MMM DD, YYYY' as on photo views: '2026-03-05T…' -> 'Mar 05, 2026' */
export function formatDate(iso: string): string {
  const { year, month, day } = colomboDay(iso);
  return `${SHORT_MONTHS[month]} ${String(day).padStart(2, '0')}, ${year}`;
}

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** 'MMMM Do YYYY' for the upload date: '2026-03-05T…' -> 'March 5th 2026' */
export function formatLongDate(iso: string): string {
  const { year, month, day } = colomboDay(iso);
  return `${LONG_MONTHS[month]} ${ordinal(day)} ${year}`;
}

/** Exposure below one second as a fraction: 0.004 -> '1/250 s'; 2 -> '2 s'. */
export function formatExposure(seconds: number): string {
  if (seconds <= 0) return '';
  if (seconds < 1) return `1/${Math.round(1 / seconds)} s`;
  return `${Number(seconds.toFixed(1))} s`;
}

/** 2.8 -> 'f/2.8' */
export function formatAperture(fnum: number): string {
  return `f/${Number(fnum.toFixed(1))}`;
}

/** 3024, 4032 -> '3024 x 4032' (spec 2: '{w} x {h} pixels | JPEG' on the invoice). */
export function formatResolution(width: number, height: number): string {
  return `${width} x ${height}`;
}
