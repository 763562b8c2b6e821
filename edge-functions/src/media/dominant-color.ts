/**
 * The colour shown behind an image while it loads. Pure (no sharp), so it can be tested and reused
 * anywhere raw pixels are at hand.
 */

function toHex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, '0');
}

/**
 * The most common colour as '#rrggbb': pixels are counted in a 16 x 16 x 16 histogram and the
 * answer is the average of the fullest bin, so a large sky or sea wins over a small bright subject.
 * (sharp's `stats().dominant` works the same way, but took about 40 ms per photo here, more than
 * the thumbnail and placeholder together; this loop over thumbnail pixels takes about 1 ms.)
 */
export function dominantColor(pixels: Uint8Array, channels: number): string {
  const counts = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    counts[bin]!++;
    sums[bin * 3]! += r;
    sums[bin * 3 + 1]! += g;
    sums[bin * 3 + 2]! += b;
  }
  let best = 0;
  for (let bin = 1; bin < counts.length; bin++) if (counts[bin]! > counts[best]!) best = bin;
  const count = counts[best] || 1;
  const average = (offset: number) => toHex(sums[best * 3 + offset]! / count);
  return `#${average(0)}${average(1)}${average(2)}`;
}
