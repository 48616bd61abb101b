import { basename, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * `html` with a `<link>` for each of `files` (relative to the page, as `base: './'` makes every
 * asset URL) that it does not already load, put before `</head>`: a stylesheet for a `.css`
 * file, as Vite links the entry's, and a `modulepreload` for a script. `crossorigin`, as Vite's
 * own: a module is fetched in CORS mode, and a preload in another mode would not be used.
 *
 * @example
 * withModulePreloads('<head></head>', ['assets/a.js']);
 * // '<head><link rel="modulepreload" crossorigin fetchpriority="low" href="./assets/a.js"></head>'
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error(`index.html has no </head> to preload ${files.join(', ')} before`);
  // On a line of its own, indented as Vite's are, where `</head>` is on a line of its own.
  const indent = /\n([ \t]*)$/.exec(html.slice(0, at))?.[1];
  const links = [...new Set(files)]
    .filter((file) => !html.includes(`"./${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="./${file}">`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="./${file}">`
    )
    .map((link) => (indent === undefined ? link : `  ${link}\n${indent}`))
    .join('');
  return html.slice(0, at) + links + html.slice(at);
}

/**
 * What `fileName` needs before it runs: itself, what it imports statically, deeply, and their
 * styles (which Vite would otherwise fetch only once the part is asked for, and wait for).
 */
function withStaticImports(bundle: Rolldown.OutputBundle, fileName: string, into: string[]): void {
  if (into.includes(fileName)) return;
  into.push(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return;
  into.push(...(chunk.viteMetadata?.importedCss ?? []));
  for (const next of chunk.imports) withStaticImports(bundle, next, into);
}

/** What the chunking asks of a module: what it imports statically. */
type ModuleInfoOf = (id: string) => { readonly importedIds: readonly string[] } | null;

/** Adds to `seen` every module `from` reaches by static imports, itself included. */
function reach(info: ModuleInfoOf, from: string, seen: Set<string>): void {
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
}

/**
 * Which part's chunk each module goes to: the first part, in order, that reaches it by static
 * imports, unless the entry does (then it stays with the entry's chunks). Named after the
 * part's file (`src/ui/App.svelte` → `App`).
 */
function partOwners(
  info: ModuleInfoOf,
  entry: string,
  parts: readonly string[]
): Map<string, string> {
  const owners = new Map<string, string>();
  const taken = new Set<string>();
  reach(info, entry, taken);
  for (const part of parts) {
    const reached = new Set(taken);
    reach(info, part, reached);
    const name = basename(part).replace(/\..*$/, '');
    for (const id of reached) if (!taken.has(id)) owners.set(id, name);
    for (const id of reached) taken.add(id);
  }
  return owners;
}

/**
 * Builds each of `parts` (paths from the project's root, each imported with `import()` by
 * `entry`, in order: config/start-parts.ts) as one chunk, and preloads them from index.html.
 *
 * - **One chunk a part**: what the part reaches by static imports and the entry or a part
 *   before it does not. Left to itself, the bundler cut the three parts into 27 chunks, shared
 *   with the views and dialogs loaded later, and a first visit over HTTP/1.1 queued for them
 *   (its first collection 13–21 % later than with the studio as one chunk).
 * - **Preloaded**: each part's chunk, the chunks it imports and its styles are linked from
 *   index.html, so a first visit fetches them while the entry runs rather than one round trip
 *   after another. Their scripts at low priority, so that the entry's own come first.
 */
export function startPartsPlugin(entry: string, parts: readonly string[]): Plugin {
  // Resolved once the root is known; the chunking below runs later, in the build.
  let entryId = '';
  let ids: string[] = [];
  let owners: Map<string, string> | undefined;
  return {
    name: 'keyscope:start-parts',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Only the modules a part's walk found; their imports are found by the walk too.
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: (id, chunking) => {
                    owners ??= partOwners((x) => chunking.getModuleInfo(x), entryId, ids);
                    return owners.get(id) ?? null;
                  }
                }
              ]
            }
          }
        }
      }
    }),
    configResolved(config) {
      entryId = resolve(config.root, entry);
      ids = parts.map((part) => resolve(config.root, part));
    },
    buildStart() {
      owners = undefined; // a watch rebuild walks the new graph
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files: string[] = [];
        for (const id of ids) {
          const chunk = Object.values(ctx.bundle).find(
            (output) => output.type === 'chunk' && output.moduleIds.includes(id)
          );
          if (!chunk)
            throw new Error(`the build has no chunk holding ${id}; does ${entry} import() it?`);
          withStaticImports(ctx.bundle, chunk.fileName, files);
        }
        return withModulePreloads(html, files);
      }
    }
  };
}
