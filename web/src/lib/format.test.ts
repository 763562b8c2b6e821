import { describe, expect, it } from 'vitest';
import {
  formatAperture,
  formatCount,
  formatCountOf,
  formatDate,
  formatExposure,
  formatLongDate,
  formatPrice,
} from './format.ts';

describe('format', () => {
  it('shows prices in rupees with thousands separators and two decimals', () => {
    expect(formatPrice(1234)).toBe('Rs. 1,234.00');
    expect(formatPrice(1500.5)).toBe('Rs. 1,500.50');
    expect(formatPrice(0)).toBe('Rs. 0.00');
    expect(formatPrice(1250000)).toBe('Rs. 1,250,000.00');
  });

  it("shows photo dates as 'MMM DD, YYYY' in Sri Lanka's time zone", () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('Mar 05, 2026');
    // 20:00 UTC on the 5th is already the 6th in Colombo (UTC+5:30).
    expect(formatDate('2026-03-05T20:00:00Z')).toBe('Mar 06, 2026');
  });

  it("shows the upload date as 'MMMM Do YYYY'", () => {
    expect(formatLongDate('2026-03-01T06:00:00Z')).toBe('March 1st 2026');
    expect(formatLongDate('2026-04-22T06:00:00Z')).toBe('April 22nd 2026');
    expect(formatLongDate('2026-04-13T06:00:00Z')).toBe('April 13th 2026');
  });

  it('shows exposures below a second as 1/N s', () => {
    expect(formatExposure(0.004)).toBe('1/250 s');
    expect(formatExposure(1 / 60)).toBe('1/60 s');
    expect(formatExposure(0.5)).toBe('1/2 s');
    expect(formatExposure(2)).toBe('2 s');
    expect(formatExposure(1.5)).toBe('1.5 s');
  });

  it('shows apertures and counts the usual way', () => {
    expect(formatAperture(2.8)).toBe('f/2.8');
    expect(formatAperture(8)).toBe('f/8');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCountOf(1, 'like')).toBe('1 like');
    expect(formatCountOf(0, 'like')).toBe('0 likes');
    expect(formatCountOf(12345, 'view')).toBe('12,345 views');
  });
});
