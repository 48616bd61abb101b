import { basename, extname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * The `<script>` of `fileName` (relative to the page, as `base: './'` makes every asset URL),
 * put before the first module script of `html`: module scripts run in document order, so it
 * runs first, as soon as the page is parsed, and does not wait for the larger chunk after it to
 * arrive.
 *
 * @example
 * withEarlyScript('<head><script type="module" src="./assets/index.js"></script>', 'assets/w.js');
 * // '<head><script type="module" crossorigin src="./assets/w.js"></script>\n    <script type="module" src="./assets/index.js"></script>'
 */
export function withEarlyScript(html: string, fileName: string): string {
  const at = html.indexOf('<script type="module"');
  if (at < 0) throw new Error(`index.html has no <script type="module"> to put ${fileName} before`);
  const tag = `<script type="module" crossorigin src="./${fileName}"></script>\n    `;
  return html.slice(0, at) + tag + html.slice(at);
}

/** The output chunk whose entry module is `id`. */
function chunkOf(bundle: Rolldown.OutputBundle, id: string): Rolldown.OutputChunk {
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.facadeModuleId === id) return output;
  throw new Error(`the build has no chunk for ${id}; is it emitted (buildStart)?`);
}

/**
 * Builds `entry` (a path from the project's root) as an entry chunk of its own and loads it from
 * index.html before the app's. Vite bundles every module script of index.html into one chunk,
 * so a second `<script>` there would run only once the whole app had arrived.
 */
export function earlyEntryPlugin(entry: string): Plugin {
  let id = '';
  return {
    name: 'keyscope:early-entry',
    apply: 'build',
    configResolved(config) {
      id = resolve(config.root, entry);
    },
    buildStart() {
      // Named after its file, as Vite names an entry: src/warm-fonts.ts → assets/warm-fonts-….js.
      this.emitFile({ type: 'chunk', id, name: basename(entry, extname(entry)) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return withEarlyScript(html, chunkOf(ctx.bundle, id).fileName);
      }
    }
  };
}
