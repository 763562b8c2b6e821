import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The files a chunk loads before it runs: itself and, transitively, what it imports statically
 * (not its dynamic imports). `graph(file)` answers for any chunk of the bundle.
 */
export function staticImportGraph(chunks: readonly OutputChunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const graph = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) graph(imported, into);
    return into;
  };
  return graph;
}

/** The entry chunk's static graph: what every page loads first. */
export function entryGraph(chunks: readonly OutputChunk[]): Set<string> {
  const entry = chunks.find((chunk) => chunk.isEntry);
  return entry ? staticImportGraph(chunks)(entry.fileName) : new Set();
}
