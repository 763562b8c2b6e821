import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { startupChunks } from './compile-hints.ts';

const appDir = '/repo/web/src/app';

/** The fields startupChunks reads of a built chunk. */
function chunk(fileName: string, imports: string[], fields: Partial<Rolldown.OutputChunk> = {}) {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...fields,
  } as Rolldown.OutputChunk;
}

describe('startupChunks', () => {
  const chunks = [
    chunk('index.js', ['react.js', 'router.js'], { isEntry: true }),
    chunk('react.js', []),
    chunk('router.js', ['react.js']),
    chunk('home.js', ['grid.js', 'react.js'], {
      facadeModuleId: path.join(appDir, 'routes/home.tsx'),
    }),
    chunk('grid.js', ['picture.js']),
    chunk('picture.js', []),
    chunk('admin.js', ['chart.js'], { facadeModuleId: path.join(appDir, 'routes/admin.tsx') }),
    chunk('chart.js', []),
    chunk('dialog.js', ['react.js']),
  ];

  it("takes the entry's static graph and the named routes' graphs, not other lazy chunks", () => {
    const files = startupChunks(chunks, appDir, ['routes/home.tsx']);
    expect([...files].sort()).toEqual(
      ['grid.js', 'home.js', 'index.js', 'picture.js', 'react.js', 'router.js'].sort(),
    );
  });

  it('leaves a route out when it is not named', () => {
    const files = startupChunks(chunks, appDir, []);
    expect(files.has('home.js')).toBe(false);
    expect(files.has('admin.js')).toBe(false);
  });
});
