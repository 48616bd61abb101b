import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/core/report/check-report.ts';
import { main } from '../../src/cli/main.ts';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import { encodeShareLink } from '../../src/core/share/encode-share-link.ts';

/** Run the CLI in-process with a capturing io. */
async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

async function report(file: string): Promise<{ code: number; report: CheckReport }> {
  const r = await run('check', file, '--json');
  return { code: r.code, report: JSON.parse(r.out) as CheckReport };
}

const tmp = mkdtempSync(join(tmpdir(), 'keyscope-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const write = (name: string, text: string): string => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};

const WORKBENCH = resolve(process.cwd(), 'test/fixtures/workbench');

describe('keyscope check exit codes', () => {
  it('exits 0 on the gaming example and prints a readable report', async () => {
    const r = await run('check', 'public/examples/gaming.json');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain(
      'public/examples/gaming.json: Keyscope design "Battle royale gaming", 22 items'
    );
    expect(r.out).toContain('Index InvertedIndex on battle-royale');
    expect(r.out).toContain('Collisions: none');
    expect(r.out).toMatch(/0 errors, 0 warnings, 0 collisions\n$/);
  });

  it('exits 1 on library-author-only.json and names the collisions', async () => {
    const r = await run('check', 'public/examples/library-author-only.json');
    expect(r.code).toBe(1);
    expect(r.out).toContain('Collisions: 2');
    expect(r.out).toContain(
      'Books at BookTitle = "Tides of Memory", Author = "Anna Lindqvist": Book ($.entities[0].items[0]) then Book ($.entities[0].items[1]); only the last is kept'
    );
  });

  it('exits 2 on a missing file, naming it and saying why', async () => {
    const missing = join(tmp, 'nope.json');
    const r = await run('check', missing);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(`keyscope: ${missing}: cannot read ${missing}: no such file\n`);
  });

  it('exits 2 on a directory', async () => {
    const r = await run('check', tmp);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${tmp} is a directory`);
  });

  it('exits 2 on a file that is not JSON, naming the file, line and column', async () => {
    const f = write('broken.json', '{\n  "format": "keyscope.design",\n  "version": 1,,\n}');
    const r = await run('check', f);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      new RegExp(
        `^keyscope: ${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\$: the file is not valid JSON at line 3, column 16: Expected double-quoted property name\n$`
      )
    );
  });

  it('exits 2 on JSON that is not a design, naming the file and the problem', async () => {
    const f = write('other.json', '{"hello": "world"}');
    const r = await run('check', f);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`keyscope: ${f}: $: not a design: expected a Keyscope design`);
    expect(r.err).toContain('got an object without "format"');
  });

  it('exits 2 on a future format version, naming both versions', async () => {
    const f = write(
      'future.json',
      JSON.stringify({
        format: 'keyscope.design',
        version: 5,
        name: 'x',
        tables: [],
        entities: [],
        accessPatterns: []
      })
    );
    const r = await run('check', f);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/format version 5.*\(4\)/);
  });

  it('with --json, still exits 2 on an unreadable file and prints the error as JSON', async () => {
    const f = write('other2.json', '[]');
    const r = await run('check', f, '--json');
    expect(r.code).toBe(2);
    const j = JSON.parse(r.out) as { error: string; findings: { code: string }[] };
    expect(j.findings.map((x) => x.code)).toEqual(['format.unknown']);
  });

  it.each([
    [['check'], /give exactly one design file/],
    [['check', 'a.json', 'b.json'], /give exactly one design file/],
    [['check', 'public/examples/gaming.json', '--verbose'], /unknown option --verbose/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [[], /no command given/]
  ])('exits 2 on bad arguments %j', async (argv, message) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toContain('usage:');
  });

  it('prints usage and exits 0 for --help', async () => {
    const r = await run('--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('keyscope check <design>');
  });
});

describe('keyscope check --json', () => {
  it('prints a report with views, collisions and findings', async () => {
    const { code, report: r } = await report('public/examples/gaming.json');
    expect(code).toBe(0);
    expect(Object.keys(r)).toEqual(
      expect.arrayContaining(['views', 'collisions', 'findings', 'summary', 'design'])
    );
    expect(r.design).toEqual({ name: 'Battle royale gaming', source: 'keyscope' });
    expect(r.collisions).toEqual([]);
    expect(r.findings).toEqual([]);
    expect(r.summary).toEqual({ errors: 0, warnings: 0, collisions: 0, items: 22 });
  });

  it('shows each GAME# collection with its #METADATA# item first, then USER# items', async () => {
    const { report: r } = await report('public/examples/gaming.json');
    const table = r.views.find((v) => v.index === null)!;
    const games = table.collections.filter((c) => 'S' in c.pk && c.pk.S.startsWith('GAME#'));
    expect(games).toHaveLength(4);
    for (const c of games) {
      const id = (c.pk as { S: string }).S.slice(5);
      const [first, ...rest] = c.items;
      expect(first!.key['SK']).toEqual({ S: `#METADATA#${id}` });
      expect(first!.entity).toBe('Game');
      expect(rest.length).toBe(c.itemCount - 1);
      for (const i of rest) {
        expect((i.key['SK'] as { S: string }).S).toMatch(/^USER#/);
        expect(i.entity).toBe('UserGameMapping');
      }
    }
  });

  it('shows the InvertedIndex USER# collections holding that user’s games', async () => {
    const { report: r } = await report('public/examples/gaming.json');
    const inv = r.views.find((v) => v.index === 'InvertedIndex')!;
    expect(inv.partitionKey).toBe('SK');
    expect(inv.sortKey).toBe('PK');
    const users = inv.collections.filter((c) => 'S' in c.pk && c.pk.S.startsWith('USER#'));
    expect(users.reduce((n, c) => n + c.itemCount, 0)).toBe(12);
    for (const c of users) {
      for (const i of c.items) {
        expect(i.entity).toBe('UserGameMapping');
        expect(i.key['SK']).toEqual(c.pk);
        expect((i.key['PK'] as { S: string }).S).toMatch(/^GAME#/);
      }
    }
  });

  it('lists the collisions of library-author-only.json with their items in write order', async () => {
    const { code, report: r } = await report('public/examples/library-author-only.json');
    expect(code).toBe(1);
    expect(r.summary.collisions).toBe(2);
    expect(r.collisions[1]).toEqual({
      table: 'Books',
      index: null,
      key: { BookTitle: { S: 'Tides of Memory' }, Author: { S: 'Anna Lindqvist' } },
      items: [
        { entity: 'Book', source: '$.entities[0].items[0]' },
        { entity: 'Book', source: '$.entities[0].items[1]' }
      ]
    });
    // Overwritten items are listed under collisions only, never in a view.
    const all = r.views.flatMap((v) => v.collections.flatMap((c) => c.items.map((i) => i.source)));
    expect(all).not.toContain('$.entities[0].items[0]');
    expect(all).toContain('$.entities[0].items[1]');
  });
});

describe('keyscope check on every NoSQL Workbench fixture', () => {
  const files = readdirSync(WORKBENCH).filter((f) => f.endsWith('.json'));

  it('finds the five fixtures', () => {
    expect(files.length).toBe(5);
  });

  it.each(files)('%s checks with exit 0 and keeps every item', async (file) => {
    const path = join(WORKBENCH, file);
    const raw = JSON.parse(readFileSync(path, 'utf8')) as {
      DataModel: { TableData?: unknown[]; TableFacets?: { TableData?: unknown[] }[] }[];
    };
    const rawCount = raw.DataModel.reduce(
      (n, t) =>
        n +
        (t.TableData?.length ?? 0) +
        (t.TableFacets ?? []).reduce((m, f) => m + (f.TableData?.length ?? 0), 0),
      0
    );
    const { code, report: r } = await report(path);
    expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(code).toBe(0);
    expect(r.design.source).toBe('workbench');
    expect(r.summary.items).toBe(rawCount);
  });
});

// Everything the studio opens: examples, Keyscope files of every version, Workbench models,
// files with a byte order mark, the studio's own exports, and share links.
describe('keyscope check reads everything the studio opens', () => {
  const examples = readdirSync('public/examples')
    .filter((f) => f !== 'index.json')
    .map((f) => `public/examples/${f}`);
  const workbench = readdirSync(WORKBENCH).map((f) => join(WORKBENCH, f));
  const designs = [...examples, ...workbench, 'test/fixtures/designs/v0-gaming.json'];
  /** What a report says about the design itself (the source aside). */
  const essence = (r: CheckReport) => ({
    views: r.views,
    collisions: r.collisions,
    summary: r.summary
  });

  it.each(designs)('%s', async (file) => {
    const { code } = await report(file);
    expect(code).not.toBe(2);
  });

  it('a file that starts with a UTF-8 byte order mark, as File.text() reads it', async () => {
    const f = write('bom.json', '\uFEFF' + readFileSync('public/examples/gaming.json', 'utf8'));
    const a = await report(f);
    const b = await report('public/examples/gaming.json');
    expect(a.code).toBe(0);
    expect(essence(a.report)).toEqual(essence(b.report));
  });

  it.each(designs)("the studio's native export of %s, with the same report", async (file) => {
    const exported = await run('export', file, '--to', 'keyscope');
    const f = write('native.json', exported.out);
    const a = await report(f);
    const b = await report(file);
    expect(a.report.design.source).toBe('keyscope');
    expect(essence(a.report).summary.items).toBe(essence(b.report).summary.items);
    // Item sources are paths into the input, which differ for a Workbench file; keys do not.
    const keys = (r: CheckReport) =>
      r.views.map((v) => v.collections.map((c) => c.items.map((i) => i.key)));
    expect(keys(a.report)).toEqual(keys(b.report));
    expect(a.code).toBe(b.code);
  });

  it.each(examples)('a share link of %s, with the same report as the file', async (file) => {
    const loaded = loadDesignText(readFileSync(file, 'utf8'));
    if (!loaded.ok) throw new Error(file);
    const link = await encodeShareLink(loaded.design);
    if (!link.ok) throw new Error(link.error);
    const url = `https://keyscope.example/app/${link.fragment}`;
    const a = await report(url);
    const b = await report(file);
    expect(essence(a.report)).toEqual(essence(b.report));
    const text = await run('check', url);
    expect(text.out.split('\n')[0]).toMatch(
      /^https:\/\/keyscope\.example\/app\/#design=1\.\S{41}…: /
    );
  });

  it('a damaged share link: exit 2, saying where it is damaged', async () => {
    const r = await run('check', 'https://keyscope.example/#design=1.AB$CD');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'keyscope: https://keyscope.example/#design=1.AB$CD: $: the link\'s design data has "$" at character 3, which base64url does not use; the link may have been changed — ask for it again\n'
    );
  });
});

describe('keyscope check on a broken key template (issue 8, item 8)', () => {
  it('reports the template error once, and no item as missing its key', async () => {
    const f = join(tmp, 'broken-template.json');
    const gaming = JSON.parse(readFileSync('public/examples/gaming.json', 'utf8')) as {
      entities: { keys: Record<string, string> }[];
    };
    gaming.entities[0]!.keys['PK'] = 'USER#${username';
    writeFileSync(f, JSON.stringify(gaming));
    const r = await run('check', f, '--json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as {
      findings: { code: string; message: string; path: string }[];
    };
    const syntax = report.findings.filter((x) => x.code === 'template.syntax');
    expect(syntax).toEqual([
      expect.objectContaining({
        path: '$.entities[0].keys.PK',
        message: expect.stringMatching(
          /at column 6; until it is fixed, its 6 items cannot be keyed by "PK"$/
        )
      })
    ]);
    expect(report.findings.filter((x) => /has no "PK" attribute/.test(x.message))).toEqual([]);
    expect(report.findings.filter((x) => x.path.startsWith('$.entities[0].items'))).toEqual([]);
  });
});
