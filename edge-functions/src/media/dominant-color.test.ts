import { describe, expect, it } from 'vitest';
import { dominantColor } from './dominant-color.ts';

function pixels(...runs: Array<[count: number, rgb: [number, number, number]]>): Uint8Array {
  return new Uint8Array(
    runs.flatMap(([count, rgb]) => Array.from({ length: count }, () => rgb).flat()),
  );
}

describe('dominantColor', () => {
  it('answers the colour most pixels share, not the average', () => {
    expect(dominantColor(pixels([70, [200, 30, 30]], [30, [20, 40, 220]]), 3)).toBe('#c81e1e');
  });

  it('averages the near-identical shades of the winning bin', () => {
    expect(
      dominantColor(pixels([50, [100, 150, 200]], [50, [102, 152, 202]], [60, [0, 0, 0]]), 3),
    ).toBe('#6597c9');
  });

  it('skips the alpha channel of RGBA pixels', () => {
    const rgba = new Uint8Array([10, 20, 30, 255, 10, 20, 30, 0, 250, 250, 250, 255]);
    expect(dominantColor(rgba, 4)).toBe('#0a141e');
  });
});
