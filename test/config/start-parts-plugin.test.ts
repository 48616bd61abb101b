import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartsPlugin, withModulePreloads } from '../../config/start-parts-plugin.ts';

const link = (file: string) =>
  `<link rel="modulepreload" crossorigin fetchpriority="low" href="./${file}">`;

describe('withModulePreloads', () => {
  it.each([
    [
      'on lines of their own, where </head> is on its own',
      '<head>\n    <script type="module" src="./assets/i.js"></script>\n  </head>',
      ['assets/a.js', 'assets/b.js'],
      `<head>\n    <script type="module" src="./assets/i.js"></script>\n    ${link('assets/a.js')}\n    ${link('assets/b.js')}\n  </head>`
    ],
    [
      'inline, where it is not',
      '<head></head>',
      ['assets/a.js'],
      `<head>${link('assets/a.js')}</head>`
    ],
    [
      'a stylesheet for styles',
      '<head></head>',
      ['assets/a.css'],
      '<head><link rel="stylesheet" crossorigin href="./assets/a.css"></head>'
    ],
    [
      'once each',
      '<head></head>',
      ['assets/a.js', 'assets/a.js'],
      `<head>${link('assets/a.js')}</head>`
    ],
    [
      'none for a file the page already loads or preloads',
      `<head><script type="module" src="./assets/i.js"></script>${link('assets/p.js')}</head>`,
      ['assets/i.js', 'assets/p.js', 'assets/a.js'],
      `<head><script type="module" src="./assets/i.js"></script>${link('assets/p.js')}${link('assets/a.js')}</head>`
    ]
  ])('%s', (_name, html, files, expected) => {
    expect(withModulePreloads(html, files)).toBe(expected);
  });

  it('names the files it had no place for', () => {
    expect(() => withModulePreloads('<body></body>', ['assets/a.js'])).toThrow(
      'index.html has no </head> to preload assets/a.js before'
    );
  });
});

describe('startPartsPlugin in a vite build', () => {
  const root = mkdtempSync(join(tmpdir(), 'keyscope-parts-'));
  let output: (Rolldown.OutputChunk | Rolldown.OutputAsset)[];

  /**
   * Builds the page with `parts`. Its main.js imports a.js, then b.js; both import shared.js,
   * b.js imports c.js, which imports d.js only with import(); main.js and c.js import e.js.
   */
  async function buildWith(
    parts: string[]
  ): Promise<(Rolldown.OutputChunk | Rolldown.OutputAsset)[]> {
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      base: './',
      plugins: [startPartsPlugin('main.js', parts)],
      build: { write: false, minify: false }
    });
    return ((Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput).output;
  }

  beforeAll(async () => {
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><head>\n    <script type="module" src="./main.js"></script>\n  </head><body></body></html>'
    );
    const files = {
      'main.js':
        'import { e } from "./e.js";\ne();\nimport("./a.js").then(() => import("./b.js"));\n',
      'a.js': 'import { shared } from "./shared.js";\nexport const a = shared + "a";\n',
      'b.js':
        'import { c } from "./c.js";\nimport { shared } from "./shared.js";\ndocument.title = c + shared;\n',
      'c.js': 'import { e } from "./e.js";\nexport const c = e() + "c";\nimport("./d.js");\n',
      'd.js': 'import { shared } from "./shared.js";\ndocument.body.dataset.d = shared;\n',
      'e.js': 'export const e = () => "e".repeat(3);\n',
      'shared.js': 'export const shared = "s".repeat(3);\n'
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
    output = await buildWith(['a.js', 'b.js']);
  }, 300_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const html = () =>
    String(
      output.find(
        (o): o is Rolldown.OutputAsset => o.type === 'asset' && o.fileName === 'index.html'
      )!.source
    );
  /** The chunk holding `file`'s module. */
  const chunkOf = (file: string) =>
    output.find(
      (o): o is Rolldown.OutputChunk => o.type === 'chunk' && o.moduleIds.includes(join(root, file))
    )!;

  it('builds each part as one chunk: what it reaches first, and the entry does not', () => {
    expect(chunkOf('a.js').moduleIds).toEqual([join(root, 'shared.js'), join(root, 'a.js')]);
    expect(chunkOf('b.js').moduleIds).toEqual([join(root, 'c.js'), join(root, 'b.js')]);
    expect(chunkOf('e.js').fileName).toBe(chunkOf('main.js').fileName);
  });

  it('preloads each part and what it imports statically, in the order given', () => {
    const page = html();
    const at = ['a.js', 'b.js', 'c.js'].map((f) => page.indexOf(link(chunkOf(f).fileName)));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at[1]).toBeGreaterThan(at[0]!);
  });

  it('leaves what a part imports with import() to load when it is asked for', () => {
    expect(chunkOf('d.js').fileName).not.toBe(chunkOf('c.js').fileName);
    expect(html()).not.toContain(chunkOf('d.js').fileName);
  });

  it('names a part the build has no chunk for', async () => {
    await expect(buildWith(['a.js', 'f.js'])).rejects.toThrow(
      `the build has no chunk holding ${join(root, 'f.js')}; does main.js import() it?`
    );
  }, 300_000);
});
