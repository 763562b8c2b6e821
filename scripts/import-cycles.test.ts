import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.ts';

describe('import circles', () => {
  it('none in the sources: what two files share sits a level below both', () => {
    const graph = importGraph();
    // A graph without edges would have no circles whatever the files say.
    expect(graph.get('edge-functions/src/middleware/origin-cache.ts')).toContain(
      'edge-functions/src/app-env.ts',
    );
    expect(graph.get('web/src/i18n/validation.ts')).toContain('web/src/i18n/translate.ts');
    expect(importCycles(graph)).toEqual([]);
  });

  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('finds a circle made by a type-only import, a lazy one or the contract alias', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'cycles-'));
    dirs.push(root);
    await mkdir(path.join(root, 'src/ui'), { recursive: true });
    await mkdir(path.join(root, 'api/contract'), { recursive: true });
    const files: Record<string, string> = {
      'src/a.ts': `import type { B } from './b.ts';\nexport type A = B;\n`,
      'src/b.ts': `export type B = string;\nconst later = () => import('./a.ts');\n`,
      'src/ui/view.tsx': `import { helper } from '../c.ts';\nexport const View = helper;\n`,
      'src/c.ts': `// import { View } from './ui/view.tsx';\nexport const helper = 1;\n`,
      'src/d.ts': `import { shape } from '@contract/shape.ts';\nexport const d = shape;\n`,
      'api/contract/shape.ts': `export const shape = 2;\n`,
    };
    for (const [name, text] of Object.entries(files)) {
      await writeFile(path.join(root, name), text);
    }
    // The alias points at api/contract/ in this tree.
    const aliases = { '@contract/': 'api/contract/' };
    const graph = importGraph(root, ['src', 'api'], aliases);
    expect(graph.get('src/d.ts')).toEqual(['api/contract/shape.ts']);
    expect(graph.get('src/b.ts')).toEqual(['src/a.ts']);
    expect(importCycles(graph)).toEqual([['src/a.ts', 'src/b.ts']]);
    // A comment is not an import; a real one back closes a circle.
    await writeFile(
      path.join(root, 'src/c.ts'),
      `import { View } from './ui/view.tsx';\nexport const helper = 1;\nvoid View;\n`,
    );
    expect(importCycles(importGraph(root, ['src', 'api'], aliases))).toEqual([
      ['src/a.ts', 'src/b.ts'],
      ['src/c.ts', 'src/ui/view.tsx'],
    ]);
  });
});
