import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';
import './zod-without-eval.ts';

describe('zod-without-eval', () => {
  it('turns off zod’s eval probe and compiled parsers (the CSP allows no eval)', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
