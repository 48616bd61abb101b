import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyEntryPlugin, withEarlyScript } from '../../config/early-entry-plugin.ts';

describe('withEarlyScript', () => {
  it.each([
    [
      'before the only module script',
      '<head>\n    <script type="module" crossorigin src="./assets/index-1.js"></script>\n</head>',
      '<head>\n    <script type="module" crossorigin src="./assets/w-2.js"></script>\n    <script type="module" crossorigin src="./assets/index-1.js"></script>\n</head>'
    ],
    [
      'before the first of two',
      '<script type="module" src="./a.js"></script><script type="module" src="./b.js"></script>',
      '<script type="module" crossorigin src="./assets/w-2.js"></script>\n    <script type="module" src="./a.js"></script><script type="module" src="./b.js"></script>'
    ]
  ])('%s', (_name, html, expected) => {
    expect(withEarlyScript(html, 'assets/w-2.js')).toBe(expected);
  });

  it('names the file it had no place for', () => {
    expect(() => withEarlyScript('<head></head>', 'assets/w-2.js')).toThrow(
      'index.html has no <script type="module"> to put assets/w-2.js before'
    );
  });
});

describe('earlyEntryPlugin in a vite build', () => {
  const root = mkdtempSync(join(tmpdir(), 'keyscope-early-'));
  let output: (Rolldown.OutputChunk | Rolldown.OutputAsset)[];

  beforeAll(async () => {
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><head><script type="module" src="./main.js"></script></head><body></body></html>'
    );
    writeFileSync(join(root, 'main.js'), 'document.title = "main " + "m".repeat(3);\n');
    writeFileSync(join(root, 'early.js'), 'document.body.dataset.early = "e".repeat(3);\n');
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      base: './',
      plugins: [earlyEntryPlugin('early.js')],
      build: { write: false, minify: false }
    });
    output = ((Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput).output;
  }, 300_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const chunk = (name: string) =>
    output.find((o): o is Rolldown.OutputChunk => o.type === 'chunk' && o.name === name)!;
  const html = () =>
    String(
      output.find(
        (o): o is Rolldown.OutputAsset => o.type === 'asset' && o.fileName === 'index.html'
      )!.source
    );

  it('builds the entry as a chunk of its own, without the page code', () => {
    expect(chunk('early').code).toContain('dataset.early');
    expect(chunk('early').code).not.toContain('document.title');
    expect(chunk('index').code).not.toContain('dataset.early');
  });

  it('loads it from the page before the page code', () => {
    const page = html();
    const early = page.indexOf(`src="./${chunk('early').fileName}"`);
    const main = page.indexOf(`src="./${chunk('index').fileName}"`);
    expect(early).toBeGreaterThan(0);
    expect(main).toBeGreaterThan(early);
  });
});
