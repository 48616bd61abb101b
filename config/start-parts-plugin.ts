import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * `html` with a `<link rel="modulepreload">` for each of `files` (relative to the page, as
 * `base: './'` makes every asset URL) that it does not already load or preload, put before
 * `</head>`. `crossorigin`, as Vite's own: a module is fetched in CORS mode, and a preload in
 * another mode would not be used.
 *
 * @example
 * withModulePreloads('<head></head>', ['assets/a.js']);
 * // '<head><link rel="modulepreload" crossorigin href="./assets/a.js"></head>'
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error(`index.html has no </head> to preload ${files.join(', ')} before`);
  // On a line of its own, indented as Vite's are, where `</head>` is on a line of its own.
  const indent = /\n([ \t]*)$/.exec(html.slice(0, at))?.[1];
  const links = [...new Set(files)]
    .filter((file) => !html.includes(`"./${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`)
    .map((link) => (indent === undefined ? link : `  ${link}\n${indent}`))
    .join('');
  return html.slice(0, at) + links + html.slice(at);
}

/** The chunks `fileName` needs before it runs: itself and what it imports statically, deeply. */
function withStaticImports(bundle: Rolldown.OutputBundle, fileName: string, into: string[]): void {
  if (into.includes(fileName)) return;
  into.push(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const next of chunk.imports) withStaticImports(bundle, next, into);
}

/**
 * Preloads, from index.html, the chunks of `parts` (paths from the project's root, each
 * imported with `import()`: config/start-parts.ts) and every chunk they import statically.
 * The page imports the parts one after another; the preloads let a first visit fetch and
 * compile all of them while the entry runs.
 */
export function startPartsPlugin(parts: readonly string[]): Plugin {
  let ids: string[] = [];
  return {
    name: 'keyscope:start-parts',
    apply: 'build',
    configResolved(config) {
      ids = parts.map((part) => resolve(config.root, part));
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
            throw new Error(`the build has no chunk holding ${id}; does src/main.ts import() it?`);
          withStaticImports(ctx.bundle, chunk.fileName, files);
        }
        return withModulePreloads(html, files);
      }
    }
  };
}
