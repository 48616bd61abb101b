import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CACHE_PREFIX,
  isPrecached,
  precacheFor,
  serviceWorkerPlugin,
  serviceWorkerSource,
  type BuiltFile
} from '../../config/service-worker-plugin.ts';
import { clockByHand } from '../helpers/clock-by-hand.ts';
import { OFFLINE_BUSY, OFFLINE_IN_FLIGHT, OFFLINE_RESUME_MS } from '../../config/offline-busy.ts';

const BUILD: BuiltFile[] = [
  { fileName: 'index.html', source: '<!doctype html><title>Keyscope</title>' },
  { fileName: 'assets/index-abc123.js', source: 'console.log(1);' },
  { fileName: 'assets/index-abc123.js.map', source: '{"version":3}' },
  { fileName: 'assets/index-def456.css', source: 'body{}' },
  { fileName: 'assets/analysis.worker-789.js', source: 'onmessage=()=>{};' },
  { fileName: 'favicon.svg', source: new TextEncoder().encode('<svg/>') },
  { fileName: 'examples/gaming.json', source: '{}' },
  { fileName: 'examples/index.json', source: '[]' },
  { fileName: 'sw.js', source: '// an older service worker' },
  { fileName: '.vite/manifest.json', source: '{}' }
];

describe('isPrecached', () => {
  it.each([
    ['index.html', true],
    ['assets/index-abc123.js', true],
    ['examples/gaming.json', true],
    ['assets/index-abc123.js.map', false],
    ['sw.js', false],
    ['examples/sw.js', true],
    ['.vite/manifest.json', false]
  ])('%s → %s', (fileName, expected) => {
    expect(isPrecached(fileName)).toBe(expected);
  });
});

describe('precacheFor', () => {
  it('lists every emitted file but source maps, sw.js and Vite manifests, sorted', () => {
    expect(precacheFor(BUILD).files).toEqual([
      'assets/analysis.worker-789.js',
      'assets/index-abc123.js',
      'assets/index-def456.css',
      'examples/gaming.json',
      'examples/index.json',
      'favicon.svg',
      'index.html'
    ]);
  });

  it('names the cache with a hash that depends on the files, not their order', () => {
    const { cacheName } = precacheFor(BUILD);
    expect(cacheName).toMatch(new RegExp(`^${CACHE_PREFIX}[0-9a-f]{16}$`));
    expect(precacheFor([...BUILD].reverse()).cacheName).toBe(cacheName);
    // A string and its UTF-8 bytes are the same file.
    const asBytes = BUILD.map((f) => ({
      ...f,
      source: new TextEncoder().encode(String(f.source))
    }));
    const withBytes = BUILD.map((f, i) => (typeof f.source === 'string' ? asBytes[i]! : f));
    expect(precacheFor(withBytes).cacheName).toBe(cacheName);
  });

  it('gives a new cache name when a file is added, removed, renamed or changed', () => {
    const base = precacheFor(BUILD).cacheName;
    const variants: BuiltFile[][] = [
      [...BUILD, { fileName: 'examples/new.json', source: '{}' }],
      BUILD.filter((f) => f.fileName !== 'examples/gaming.json'),
      BUILD.map((f) =>
        f.fileName === 'assets/index-abc123.js' ? { ...f, fileName: 'assets/index-xyz.js' } : f
      ),
      // Same names (a public file edited in place): the contents count too.
      BUILD.map((f) => (f.fileName === 'examples/gaming.json' ? { ...f, source: '{"a":1}' } : f))
    ];
    const names = variants.map((files) => precacheFor(files).cacheName);
    expect(new Set([base, ...names]).size).toBe(variants.length + 1);
  });

  it('does not confuse a name/content boundary shift', () => {
    const a = precacheFor([{ fileName: 'a', source: 'bc' }]).cacheName;
    const b = precacheFor([{ fileName: 'ab', source: 'c' }]).cacheName;
    expect(a).not.toBe(b);
  });

  it('ignoring source maps and sw.js: they do not change the cache name', () => {
    const withoutIgnored = BUILD.filter((f) => isPrecached(f.fileName));
    expect(precacheFor(withoutIgnored).cacheName).toBe(precacheFor(BUILD).cacheName);
  });

  it('normalizes ./ and rejects paths outside the output folder', () => {
    expect(precacheFor([{ fileName: './index.html', source: '' }]).files).toEqual(['index.html']);
    expect(() => precacheFor([{ fileName: '../secret.txt', source: '' }])).toThrow(/relative/);
    expect(() => precacheFor([{ fileName: '/etc/passwd', source: '' }])).toThrow(/relative/);
  });

  it('does not mutate its input', () => {
    const copy = structuredClone(BUILD);
    precacheFor(BUILD);
    expect(BUILD).toEqual(copy);
  });
});

// --- The generated sw.js, run in a VM against a fake service worker scope. ---

const ORIGIN = 'https://keyscope.example';
const SCOPE = `${ORIGIN}/tools/keyscope/`;

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

class FakeCache {
  entries = new Map<string, Response>();
  async put(url: string, response: Response) {
    this.entries.set(url, response);
  }
  async match(url: string) {
    return this.entries.get(url)?.clone();
  }
}

class FakeCaches {
  stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

function startWorker(source: string, body: (url: string) => string = (url) => `network ${url}`) {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = new FakeCaches();
  const fetched: { url: string; cache: string }[] = [];
  let online = true;
  // The worker's clock and timers, moved by hand (`advance`).
  const clock = clockByHand();
  const self = {
    registration: { scope: SCOPE },
    location: { href: `${SCOPE}sw.js`, origin: ORIGIN },
    caches,
    performance: { now: clock.now },
    setTimeout: clock.later,
    async fetch(request: Request | FakeRequest) {
      fetched.push({ url: request.url, cache: 'cache' in request ? request.cache : '' });
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(body(request.url), { status: 200 });
    },
    addEventListener(type: string, listener: (event: unknown) => void) {
      listeners.set(type, listener);
    }
  };
  runInNewContext(source, { self, URL, Request, Response, Set, Promise });

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> | undefined;
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }

  /** Dispatches a fetch event; `undefined` when the worker leaves it to the network. */
  async function dispatchFetch(url: string, init: Partial<FakeRequest> = {}) {
    let answer: Promise<Response> | undefined;
    const request = { url, method: 'GET', mode: 'cors', ...init };
    listeners.get('fetch')!({ request, respondWith: (p: Promise<Response>) => (answer = p) });
    const response = await answer;
    return response && (await response.text());
  }

  return {
    self,
    caches,
    fetched,
    lifecycle,
    dispatchFetch,
    advance: clock.advance,
    /** Dispatches a message from a page, as `worker.postMessage(data)` does. */
    message: (data: unknown) => listeners.get('message')!({ data }),
    goOffline: () => (online = false)
  };
}

describe('the generated service worker', () => {
  const precache = precacheFor(BUILD);
  const cacheName = `${precache.cacheName} ${SCOPE}`;
  let sw: ReturnType<typeof startWorker>;

  beforeEach(async () => {
    sw = startWorker(serviceWorkerSource(precache));
    await sw.lifecycle('install');
    sw.fetched.length = 0;
  });

  it('installs by fetching every precached file past the HTTP cache, relative to sw.js', async () => {
    const fresh = startWorker(serviceWorkerSource(precache));
    await fresh.lifecycle('install');
    expect(fresh.fetched).toEqual(
      precache.files.map((file) => ({ url: `${SCOPE}${file}`, cache: 'reload' }))
    );
    expect([...fresh.caches.stores.keys()]).toEqual([cacheName]);
    expect([...fresh.caches.stores.get(cacheName)!.entries.keys()].sort()).toEqual(
      precache.files.map((file) => `${SCOPE}${file}`).sort()
    );
  });

  it('caches every file as it came, its body unread', async () => {
    const fresh = startWorker(serviceWorkerSource(precache));
    const responses = new Map<string, Response>();
    const fetch = fresh.self.fetch;
    fresh.self.fetch = async (request) => {
      const response = await fetch(request);
      responses.set(request.url, response);
      return response;
    };
    await fresh.lifecycle('install');
    const entries = fresh.caches.stores.get(cacheName)!.entries;
    const urls = precache.files.map((f) => SCOPE + f);
    expect(urls.filter((url) => entries.get(url) !== responses.get(url))).toEqual([]);
    expect(urls.filter((url) => entries.get(url)!.bodyUsed)).toEqual([]);
  });

  it('on activate deletes its older caches for this scope only', async () => {
    const older = `${CACHE_PREFIX}0123456789abcdef ${SCOPE}`;
    const otherPath = `${CACHE_PREFIX}0123456789abcdef ${ORIGIN}/other/`;
    for (const name of [older, otherPath, 'someone-elses-cache']) await sw.caches.open(name);
    await sw.lifecycle('activate');
    expect((await sw.caches.keys()).sort()).toEqual(
      [cacheName, otherPath, 'someone-elses-cache'].sort()
    );
  });

  it('serves precached same-origin GETs from the cache, even offline', async () => {
    sw.goOffline();
    expect(await sw.dispatchFetch(`${SCOPE}examples/gaming.json`)).toBe(
      `network ${SCOPE}examples/gaming.json`
    );
    expect(await sw.dispatchFetch(`${SCOPE}assets/analysis.worker-789.js`)).toBe(
      `network ${SCOPE}assets/analysis.worker-789.js`
    );
    expect(sw.fetched).toEqual([]);
  });

  it('answers navigations to the app with the cached index.html', async () => {
    sw.goOffline();
    for (const url of [SCOPE, `${SCOPE}index.html`, `${SCOPE}?design=1`]) {
      expect(await sw.dispatchFetch(url, { mode: 'navigate' })).toBe(`network ${SCOPE}index.html`);
    }
    expect(sw.fetched).toEqual([]);
  });

  it('sends other navigations to the network, falling back to index.html offline', async () => {
    expect(await sw.dispatchFetch(`${SCOPE}docs/`, { mode: 'navigate' })).toBe(
      `network ${SCOPE}docs/`
    );
    sw.goOffline();
    expect(await sw.dispatchFetch(`${SCOPE}docs/`, { mode: 'navigate' })).toBe(
      `network ${SCOPE}index.html`
    );
  });

  it('never intercepts cross-origin requests, non-GET requests or unknown files', async () => {
    const untouched: [string, Partial<FakeRequest>][] = [
      ['https://dynamodb.eu-west-1.amazonaws.com/', { method: 'POST' }],
      ['https://dynamodb.eu-west-1.amazonaws.com/', {}],
      ['https://cdn.example/index.html', {}],
      ['https://other.example/', { mode: 'navigate' }],
      ['http://127.0.0.1:8000/', { method: 'POST' }],
      [`${SCOPE}examples/gaming.json`, { method: 'POST' }],
      [`${SCOPE}examples/gaming.json`, { method: 'PUT' }],
      [`${SCOPE}examples/gaming.json?fresh`, {}],
      [`${SCOPE}assets/index-abc123.js.map`, {}],
      [`${SCOPE}sw.js`, {}]
    ];
    for (const [url, init] of untouched) {
      expect(await sw.dispatchFetch(url, init), `${init.method ?? 'GET'} ${url}`).toBeUndefined();
    }
  });
});

// The install steps aside while a page's user is at work (src/ui/pause-offline-install.ts).
describe('the generated service worker, told a page is busy', () => {
  const precache = precacheFor(BUILD);
  const cacheName = `${precache.cacheName} ${SCOPE}`;
  /** Lets every promise the worker chained so far settle. */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  /** A worker whose fetches answer only when `answer()` is called; `open` counts those waiting. */
  function heldWorker() {
    let waiting: (() => void)[] = [];
    const sw = startWorker(serviceWorkerSource(precache));
    const fetch = sw.self.fetch;
    sw.self.fetch = async (request) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return fetch(request);
    };
    return {
      sw,
      get open() {
        return waiting.length;
      },
      answer() {
        const now = waiting;
        waiting = [];
        for (const resolve of now) resolve();
      }
    };
  }

  it(`fetches ${OFFLINE_IN_FLIGHT} files at a time`, async () => {
    const held = heldWorker();
    void held.sw.lifecycle('install');
    await settle();
    expect(held.open).toBe(OFFLINE_IN_FLIGHT);
    expect(precache.files.length).toBeGreaterThan(OFFLINE_IN_FLIGHT);
  });

  it('starts no fetch while busy, and starts them OFFLINE_RESUME_MS after the last message', async () => {
    const held = heldWorker();
    const { sw } = held;
    sw.message(OFFLINE_BUSY);
    void sw.lifecycle('install');
    await settle();
    sw.advance(OFFLINE_RESUME_MS / 2);
    sw.message(OFFLINE_BUSY);
    sw.advance(OFFLINE_RESUME_MS - 1);
    await settle();
    expect(held.open).toBe(0);
    sw.advance(1);
    await settle();
    expect(held.open).toBe(OFFLINE_IN_FLIGHT);
  });

  it('lets the files already fetching finish, and starts no other until the page has been quiet', async () => {
    const held = heldWorker();
    const installed = held.sw.lifecycle('install');
    await settle();
    held.sw.message(OFFLINE_BUSY);
    held.answer();
    await settle();
    expect(held.sw.fetched).toHaveLength(OFFLINE_IN_FLIGHT);
    expect(held.open).toBe(0);
    expect(held.sw.caches.stores.get(cacheName)!.entries.size).toBe(OFFLINE_IN_FLIGHT);
    held.sw.advance(OFFLINE_RESUME_MS);
    await settle();
    held.answer();
    await installed;
    expect(held.sw.caches.stores.get(cacheName)!.entries.size).toBe(precache.files.length);
  });

  it('takes no other message for busy', async () => {
    const held = heldWorker();
    held.sw.message('busy');
    held.sw.message({ kind: OFFLINE_BUSY });
    void held.sw.lifecycle('install');
    await settle();
    expect(held.open).toBe(OFFLINE_IN_FLIGHT);
  });
});

describe('serviceWorkerPlugin in a vite build', () => {
  const root = mkdtempSync(join(tmpdir(), 'keyscope-sw-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('emits sw.js listing the bundle, index.html and public files, but no source maps', async () => {
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>'
    );
    writeFileSync(join(root, 'main.js'), 'document.body.append("hi");\n');
    mkdirSync(join(root, 'public/examples'), { recursive: true });
    writeFileSync(join(root, 'public/examples/one.json'), '{}');
    writeFileSync(join(root, 'public/favicon.svg'), '<svg/>');

    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      base: './',
      plugins: [serviceWorkerPlugin()],
      build: { write: false, sourcemap: true }
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    const files = output.output.map((file) => file.fileName);
    const sw = output.output.find((file) => file.fileName === 'sw.js');
    expect(sw?.type).toBe('asset');
    const source = String((sw as Rolldown.OutputAsset).source);
    const options = /\(self, (\{[^]*\})\);\s*$/.exec(source)?.[1] ?? '{}';
    const listed = JSON.parse(options) as { files: string[] };
    const js = files.filter((file) => file.endsWith('.js') && file !== 'sw.js');
    expect(js).toHaveLength(1);
    expect(files).toContain(`${js[0]}.map`);
    expect(listed.files).toEqual([js[0], 'examples/one.json', 'favicon.svg', 'index.html'].sort());
  });
});
