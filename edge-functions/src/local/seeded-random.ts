/**
 * Deterministic randomness for generated images: the same seed string always gives the same
 * numbers, on every machine, so demo and test images are byte-identical between runs.
 */

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough for shapes and noise. */
export function seededRandom(seed: string | number): SeededRandom {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick needs at least one item');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}

/**
 * Adds film-grain-like noise in place: each channel sample moves by up to `amplitude` levels.
 * Photos carry sensor noise; flat synthetic images would compress to almost nothing without it.
 */
export function addGrain(pixels: Uint8Array, amplitude: number, seed: string): void {
  const random = seededRandom(seed);
  const span = amplitude * 2 + 1;
  for (let i = 0; i < pixels.length; i++) {
    const value = pixels[i]! + Math.floor(random.next() * span) - amplitude;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
}
