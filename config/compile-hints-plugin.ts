/**
 * Marks the chunks the page loads at start for eager compilation (V8's explicit compile hints,
 * Chrome 136+: a `//# allFunctionsCalledOnLoad` comment on the file's first line; see
 * https://v8.dev/blog/explicit-compile-hints). Without it V8 compiles each function on the
 * main thread the first time it is called, and a cold start calls thousands for the first
 * time: mounting the studio, reading and analysing the example. With it they are compiled on
 * background threads as the file streams in. Measured on the built app: the cold start's
 * blocking time about halved (docs/benchmarks.md, bench:start). Other browsers read a comment.
 *
 * Only the page's entry chunk and the chunks it imports statically are marked: chunks loaded on
 * demand (the graph, heat, lessons, live mode, exports) would compile code no start calls, and
 * a worker's code compiles off the page's thread anyway.
 */
import type { Plugin, Rolldown } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The file names of the entry chunks and every chunk they import statically, sorted. */
export function startChunks(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen].sort();
}

/**
 * A source map's JSON with every mapping moved one line down, for a line put before the code:
 * in a map's `mappings` a `;` ends a generated line, so one more at the start is one empty line.
 */
export function shiftedMap(json: string, fileName: string): string {
  const map = JSON.parse(json) as { mappings?: unknown };
  if (typeof map.mappings !== 'string')
    throw new Error(`the source map of ${fileName} has no "mappings" string to shift`);
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'keyscope:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own, which puts the entry's preload list (`__vite__mapDeps`) before its code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of startChunks(bundle)) {
          const chunk = bundle[fileName] as Rolldown.OutputChunk;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${fileName}.map`];
          if (map?.type === 'asset')
            map.source = shiftedMap(
              typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source),
              fileName
            );
        }
      }
    }
  };
}
