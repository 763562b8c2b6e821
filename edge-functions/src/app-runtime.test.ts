import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The API also runs on Deno (Supabase Edge Functions): nothing that `app.ts` loads may import
 * Node built-ins, sharp (the media worker's, Node only) or the worker. Type-only imports are
 * erased and do not count.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const nodeOnly = (specifier: string) =>
  specifier.startsWith('node:') ||
  specifier === 'sharp' ||
  specifier.startsWith('@hono/node-server');

function requestPathImports(entry: string): { files: Set<string>; offending: string[] } {
  const files = new Set<string>();
  const offending: string[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(import|export)(\s+type)?\s[^;]*?from\s+'([^']+)'/gms)) {
      const [, , typeOnly, specifier] = match;
      if (typeOnly || !specifier) continue;
      const relative = path.relative(here, file);
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (target.includes(`${path.sep}worker${path.sep}`))
          offending.push(`${relative} -> ${specifier}`);
        visit(target);
      } else if (nodeOnly(specifier)) {
        offending.push(`${relative} -> ${specifier}`);
      }
    }
  };
  visit(entry);
  return { files, offending };
}

describe('the request path', () => {
  it('imports nothing Node-only, so the same app runs on Deno', () => {
    const { files, offending } = requestPathImports(path.join(here, 'app.ts'));
    // The walk reaches the creator routes and the media probe they use.
    expect([...files].map((file) => path.relative(here, file))).toEqual(
      expect.arrayContaining(['routes/uploads.ts', 'media/jpeg-probe.ts', 'media/exif.ts']),
    );
    expect(offending).toEqual([]);
  });
});
