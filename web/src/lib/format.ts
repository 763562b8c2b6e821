/**
 * How numbers and dates read in the app (spec section 9). Dates are shown in Sri Lanka's time
 * zone, so every visitor sees the same calendar day for a photo.
 */
const TIME_ZONE = 'Asia/Colombo';

const rupees = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const counts = new Intl.NumberFormat('en-US');

/** 1234 -> 'Rs. 1,234.00' */
export function formatPrice(amount: number): string {
  return `Rs. ${rupees.format(amount)}`;
}

/** 12345 -> '12,345' */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A count with its noun: '1 like', '2 likes', '12,345 views'. */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

function dateParts(iso: string, month: 'short' | 'long') {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month,
    day: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: Number(part('day')) };
}

/** 'MMM DD, YYYY' as on photo views: '2026-03-05T…' -> 'Mar 05, 2026' */
export function formatDate(iso: string): string {
  const { year, month, day } = dateParts(iso, 'short');
  return `${month} ${String(day).padStart(2, '0')}, ${year}`;
}

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** 'MMMM Do YYYY' for the upload date: '2026-03-05T…' -> 'March 5th 2026' */
export function formatLongDate(iso: string): string {
  const { year, month, day } = dateParts(iso, 'long');
  return `${month} ${ordinal(day)} ${year}`;
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
