import { describe, expect, it } from 'vitest';
import { cameraSummary } from './camera-summary.ts';

describe('cameraSummary', () => {
  it('joins the camera and its settings, leaving out what is missing', () => {
    expect(
      cameraSummary({
        make: 'Canon',
        model: 'EOS R6',
        focalLength35: 35,
        fnum: 2.8,
        exposureTime: 0.004,
        iso: 200,
      }),
    ).toEqual({ camera: 'Canon EOS R6', settings: '35 mm · f/2.8 · 1/250 s · ISO 200' });
    expect(
      cameraSummary({
        make: null,
        model: 'X100V',
        focalLength35: null,
        fnum: null,
        exposureTime: null,
        iso: 800,
      }),
    ).toEqual({ camera: 'X100V', settings: 'ISO 800' });
    expect(
      cameraSummary({
        make: 'Canon',
        model: 'Canon EOS R5',
        focalLength35: null,
        fnum: null,
        exposureTime: null,
        iso: null,
      }).camera,
    ).toBe('Canon EOS R5');
  });
});
