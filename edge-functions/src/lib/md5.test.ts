import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5.ts';

describe('md5Hex', () => {
  it('matches the RFC 1321 test suite', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5Hex('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('agrees with Node for every length around the block boundaries and for UTF-8 text', () => {
    for (let n = 0; n < 200; n++) {
      const text = 'ලංකා-x'.repeat(n).slice(0, n);
      expect(md5Hex(text)).toBe(createHash('md5').update(text).digest('hex'));
    }
  });
});
