import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  compileHintsPlugin,
  shiftedMap,
  startChunks
} from '../../config/compile-hints-plugin.ts';

function chunk(fileName: string, isEntry: boolean, imports: string[]): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, isEntry, imports, code: '' } as unknown as Rolldown.OutputChunk;
}

describe('startChunks', () => {
  it.each([
    ['an entry alone', [chunk('main.js', true, [])], ['main.js']],
    [
      'what the entry imports, and what that imports',
      [chunk('main.js', true, ['a.js']), chunk('a.js', false, ['b.js']), chunk('b.js', false, [])],
      ['a.js', 'b.js', 'main.js']
    ],
    [
      'not a chunk only imported dynamically',
      [chunk('main.js', true, []), chunk('later.js', false, [])],
      ['main.js']
    ],
    [
      'a cycle once',
      [chunk('main.js', true, ['a.js']), chunk('a.js', false, ['main.js'])],
      ['a.js', 'main.js']
    ],
    ['no entry: nothing', [chunk('a.js', false, [])], []]
  ])('%s', (_name, chunks, expected) => {
    const style = { type: 'asset', fileName: 'style.css' } as Rolldown.OutputAsset;
    const bundle = Object.fromEntries([...chunks, style].map((c) => [c.fileName, c]));
    expect(startChunks(bundle as Rolldown.OutputBundle)).toEqual(expected);
  });
});

describe('shiftedMap', () => {
  it('moves every mapping one line down and keeps the rest', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
    expect(JSON.parse(shiftedMap(JSON.stringify(map), 'a.js'))).toEqual({
      ...map,
      mappings: ';AAAA;AACA'
    });
  });

  it('names the file whose map has no mappings', () => {
    expect(() => shiftedMap('{"version":3}', 'assets/index-1.js')).toThrow(
      'the source map of assets/index-1.js has no "mappings" string to shift'
    );
  });
});

describe('compileHintsPlugin in a vite build', () => {
  const root = mkdtempSync(join(tmpdir(), 'keyscope-hints-'));
  let plain: Rolldown.OutputBundle;
  let hinted: Rolldown.OutputBundle;

  async function bundleOf(plugins: Plugin[]): Promise<Rolldown.OutputBundle> {
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      base: './',
      plugins,
      build: {
        write: false,
        sourcemap: true,
        minify: false,
        rolldownOptions: { input: [join(root, 'index.html'), join(root, 'other.html')] }
      }
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    return Object.fromEntries(output.output.map((o) => [o.fileName, o]));
  }

  const chunks = (bundle: Rolldown.OutputBundle) =>
    Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const named = (bundle: Rolldown.OutputBundle, name: string) =>
    chunks(bundle).find((c) => c.name === name)!;
  const mappings = (bundle: Rolldown.OutputBundle, fileName: string) =>
    (
      JSON.parse(String((bundle[`${fileName}.map`] as Rolldown.OutputAsset).source)) as {
        mappings: string;
      }
    ).mappings;

  // Two pages that share a module, so that it is a chunk of its own both import statically (as
  // the app's Svelte runtime is), and a module loaded on demand (as the app's graph view is).
  beforeAll(async () => {
    const page = (script: string) =>
      `<!doctype html><html><body><script type="module" src="./${script}"></script></body></html>`;
    writeFileSync(join(root, 'index.html'), page('main.js'));
    writeFileSync(join(root, 'other.html'), page('other.js'));
    writeFileSync(
      join(root, 'main.js'),
      'import { shared } from "./shared.js";\ndocument.body.append(shared());\ndocument.body.onclick = () => import("./later.js").then((m) => document.body.append(m.default()));\n'
    );
    writeFileSync(
      join(root, 'other.js'),
      'import { shared } from "./shared.js";\ndocument.title = shared();\n'
    );
    writeFileSync(
      join(root, 'shared.js'),
      `export function shared() {\n  return ${JSON.stringify('s'.repeat(3000))};\n}\n`
    );
    writeFileSync(
      join(root, 'later.js'),
      `import { shared } from "./shared.js";\nexport default () => shared() + ${JSON.stringify('l'.repeat(3000))};\n`
    );
    plain = await bundleOf([]);
    hinted = await bundleOf([compileHintsPlugin()]);
  }, 300_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts the hint first in the entries and the chunk they import, and nowhere else', () => {
    // The entry's preload list, which Vite puts before its code, comes after the hint.
    expect(named(plain, 'index').code).toMatch(/^const __vite__mapDeps/);
    const first = (bundle: Rolldown.OutputBundle) =>
      new Map(chunks(bundle).map((c) => [c.name, c.code.startsWith(`${COMPILE_HINT}\n`)]));
    expect(first(hinted)).toEqual(
      new Map([
        ['index', true],
        ['other', true],
        ['later', false],
        ['shared', true]
      ])
    );
  });

  it('adds only the hint line: the code after it is the build without the plugin', () => {
    for (const name of ['index', 'other', 'shared'])
      expect(named(hinted, name).code).toBe(`${COMPILE_HINT}\n${named(plain, name).code}`);
    expect(named(hinted, 'later').code).toBe(named(plain, 'later').code);
  });

  it("moves each hinted chunk's source map one line down", () => {
    for (const name of ['index', 'other', 'shared']) {
      const fileName = named(plain, name).fileName;
      expect(mappings(hinted, fileName)).toBe(`;${mappings(plain, fileName)}`);
    }
    const later = named(plain, 'later').fileName;
    expect(mappings(hinted, later)).toBe(mappings(plain, later));
  });
});
