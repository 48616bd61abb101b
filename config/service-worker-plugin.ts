/**
 * Offline support for the static build: a Vite plugin that writes `sw.js` next to
 * `index.html`, precaching every file the build emits (JS, CSS, worker chunks, index.html and
 * everything copied from `public/`, such as the favicon and the example designs).
 *
 * The service worker is hand-written below (`serviceWorkerMain`) and serialized into `sw.js`
 * with the precache list and a cache name that hashes the list and the files' contents, so
 * every build whose output differs gets a new `sw.js` and a new cache, and the old cache is
 * deleted when the new worker activates.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { OFFLINE_BUSY, OFFLINE_IN_FLIGHT, OFFLINE_RESUME_MS } from './offline-busy.ts';
import type { Plugin, ResolvedConfig } from 'vite';

/** File name of the service worker in the build output (registered by `src/main.ts`). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Every precache of this app starts with this; the worker deletes only caches named so. */
export const CACHE_PREFIX = 'keyscope-precache-';

/** One file of the build output: its path relative to the output folder, and its bytes. */
export interface BuiltFile {
  fileName: string;
  source: string | Uint8Array;
}

export interface Precache {
  /** Paths relative to `sw.js`, sorted: `assets/index-….js`, `examples/gaming.json`, `index.html`. */
  files: string[];
  /** `keyscope-precache-` and 16 hex digits of a SHA-256 over the names and contents. */
  cacheName: string;
}

/** Build output the service worker must not cache: source maps, itself and Vite's manifests. */
export function isPrecached(fileName: string): boolean {
  return (
    !fileName.endsWith('.map') && fileName !== SERVICE_WORKER_FILE && !fileName.startsWith('.vite/')
  );
}

/**
 * Builds the precache list and cache name from a description of the build output. The same
 * output always gives the same name; a changed, added or removed file gives a new one.
 *
 * @example
 * precacheFor([{ fileName: 'index.html', source: '<!doctype html>' }, { fileName: 'a.js.map', source: '{}' }])
 * // → { files: ['index.html'], cacheName: 'keyscope-precache-…' }
 */
export function precacheFor(built: readonly BuiltFile[]): Precache {
  const byName = new Map<string, BuiltFile>();
  for (const file of built) {
    const fileName = file.fileName.split(sep).join('/').replace(/^\.\//, '');
    if (fileName.startsWith('/') || fileName.split('/').includes('..')) {
      throw new Error(
        `Precache file names must be relative to the output folder; got ${fileName}.`
      );
    }
    if (isPrecached(fileName)) byName.set(fileName, { ...file, fileName });
  }
  const files = [...byName.keys()].sort();
  const hash = createHash('sha256');
  for (const fileName of files) {
    const source = byName.get(fileName)!.source;
    const bytes = typeof source === 'string' ? Buffer.from(source, 'utf8') : source;
    // Length-prefixed, so no two different lists can hash the same bytes.
    hash.update(`${Buffer.byteLength(fileName)}:${fileName}${bytes.byteLength}:`);
    hash.update(bytes);
  }
  return { files, cacheName: CACHE_PREFIX + hash.digest('hex').slice(0, 16) };
}

/** What `serviceWorkerMain` needs besides the worker's global scope. */
export interface ServiceWorkerOptions extends Precache {
  cachePrefix: string;
  /** The message of a page whose user is at work, its wait and the files fetched at a time (offline-busy.ts). */
  busyMessage: string;
  resumeAfterMs: number;
  inFlight: number;
}

/**
 * The service worker. It runs in the browser, not here: `serviceWorkerSource` serializes it
 * with `Function.prototype.toString`, so it may use only its parameters and the worker's
 * own globals, nothing else from this module.
 *
 * - install: fetches every precached file (bypassing the HTTP cache) into a new cache, a few at
 *   a time, none started while a page says its user is at work (`busyMessage`);
 * - activate: deletes this app's older caches for the same scope;
 * - fetch: same-origin GETs of precached files come from the cache; navigations to the app
 *   (`./`, `./index.html`, with any query) get the cached `index.html`; other navigations
 *   go to the network and fall back to the cached `index.html` when it fails. Cross-origin
 *   requests (live DynamoDB calls) and non-GET requests are never intercepted.
 *
 * The cache name also carries the registration scope, so copies of the app at different paths
 * of one origin keep their own caches.
 */
export function serviceWorkerMain(self: ServiceWorkerGlobalScope, options: ServiceWorkerOptions) {
  const scopeUrl = self.registration.scope;
  const cacheName = `${options.cacheName} ${scopeUrl}`;
  const base = new URL('./', self.location.href);
  const urls = options.files.map((file) => new URL(file, base).href);
  const precached = new Set(urls);
  const indexUrl = new URL('index.html', base).href;
  const appUrls = new Set([base.href, indexUrl]);

  const openCache = () => self.caches.open(cacheName);

  // A redirected response cannot answer a navigation; keep only its body and headers.
  const unredirected = async (response: Response): Promise<Response> =>
    response.redirected
      ? new Response(await response.blob(), {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers
        })
      : response;

  // The install steps aside while a page's user is at work: each message pushes the next fetch
  // back to `resumeAfterMs` after it. One timer at a time, checked again when it fires.
  let busyUntil = 0;
  self.addEventListener('message', (event) => {
    if (event.data === options.busyMessage)
      busyUntil = self.performance.now() + options.resumeAfterMs;
  });
  const whenFree = async (): Promise<void> => {
    for (let left = busyUntil - self.performance.now(); left > 0;) {
      await new Promise((resolve) => self.setTimeout(resolve, left));
      left = busyUntil - self.performance.now();
    }
  };

  const install = async (): Promise<void> => {
    const cache = await openCache();
    const queue = [...urls];
    // `inFlight` fetches at a time, not all at once: what is started cannot be stopped, so this
    // is what a page that says busy still meets.
    const fetcher = async (): Promise<void> => {
      for (;;) {
        await whenFree();
        const url = queue.shift();
        if (url === undefined) return;
        const response = await self.fetch(new Request(url, { cache: 'reload' }));
        if (!response.ok) {
          throw new Error(`Keyscope offline cache: ${url} answered HTTP ${response.status}.`);
        }
        await cache.put(url, await unredirected(response));
      }
    };
    await Promise.all(Array.from({ length: options.inFlight }, fetcher));
  };

  const activate = async (): Promise<void> => {
    for (const key of await self.caches.keys()) {
      const ours = key.startsWith(options.cachePrefix) && key.endsWith(` ${scopeUrl}`);
      if (ours && key !== cacheName) await self.caches.delete(key);
    }
  };

  const cacheFirst = async (url: string, request: Request): Promise<Response> => {
    const cached = await (await openCache()).match(url);
    return cached ?? self.fetch(request);
  };

  const networkThenApp = async (request: Request): Promise<Response> => {
    try {
      return await self.fetch(request);
    } catch (error) {
      const app = await (await openCache()).match(indexUrl);
      if (app) return app;
      throw error;
    }
  };

  self.addEventListener('install', (event) => event.waitUntil(install()));
  self.addEventListener('activate', (event) => event.waitUntil(activate()));
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    const navigation = request.mode === 'navigate';
    const path = url.origin + url.pathname;
    if (navigation && appUrls.has(path) && precached.has(indexUrl)) {
      event.respondWith(cacheFirst(indexUrl, request));
    } else if (precached.has(url.href)) {
      event.respondWith(cacheFirst(url.href, request));
    } else if (navigation && precached.has(indexUrl)) {
      event.respondWith(networkThenApp(request));
    }
  });
}

/** The text of `sw.js` for a precache: `serviceWorkerMain` called with its options. */
export function serviceWorkerSource(precache: Precache): string {
  const options: ServiceWorkerOptions = {
    ...precache,
    cachePrefix: CACHE_PREFIX,
    busyMessage: OFFLINE_BUSY,
    resumeAfterMs: OFFLINE_RESUME_MS,
    inFlight: OFFLINE_IN_FLIGHT
  };
  return [
    '// Keyscope service worker, generated at build time by config/service-worker-plugin.ts.',
    "'use strict';",
    `(${serviceWorkerMain.toString()})(self, ${JSON.stringify(options, null, 2)});`,
    ''
  ].join('\n');
}

/** Files of `dir` and its sub-folders, as `BuiltFile`s named relative to `dir`. */
function readFolder(dir: string, root = dir): BuiltFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return readFolder(path, root);
    if (!entry.isFile()) return [];
    return [{ fileName: relative(root, path), source: readFileSync(path) }];
  });
}

/**
 * The Vite plugin: on `vite build` it emits `sw.js` into the output folder. It runs after
 * Vite's own plugins so `index.html` is in the bundle; `public/` is read from its source
 * folder because Vite copies it outside the bundle.
 */
export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'keyscope:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!config || config.build.ssr) return;
        const built: BuiltFile[] = [];
        if (config.build.copyPublicDir && config.publicDir) {
          try {
            built.push(...readFolder(config.publicDir));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          }
        }
        // Bundle files last: a bundle file overrides a public file of the same name, as in Vite.
        for (const output of Object.values(bundle)) {
          built.push({
            fileName: output.fileName,
            source: output.type === 'chunk' ? output.code : output.source
          });
        }
        const precache = precacheFor(built);
        if (!precache.files.includes('index.html')) {
          this.warn('No index.html in the build: the service worker cannot serve the app offline.');
        }
        this.emitFile({
          type: 'asset',
          fileName: SERVICE_WORKER_FILE,
          source: serviceWorkerSource(precache)
        });
      }
    }
  };
}
