import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { patternMultiKeyCondition } from '../../src/core/query/pattern-multi-key-condition.ts';
import { describe, expect, it } from 'vitest';
import { analyzeDesign, type DesignAnalysis } from '../../src/core/analysis/analyze-design.ts';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import type { KeyValue } from '../../src/core/model/attribute-value.ts';
import type { AccessPattern, Design, KeyAttribute } from '../../src/core/model/design.ts';
import { evaluateQuery } from '../../src/core/query/evaluate-query.ts';
import type { ParsedKeyCondition } from '../../src/core/query/parse-key-condition.ts';
import { parseTemplate } from '../../src/core/templates/parse-template.ts';
import { renderWithParameters } from '../../src/core/templates/render-template.ts';
import type { View } from '../../src/core/views/view.ts';

const DIR = resolve(process.cwd(), 'public/examples');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .sort();

function load(file: string): { design: Design; analysis: DesignAnalysis } {
  const l = loadDesignText(readFileSync(resolve(DIR, file), 'utf8'));
  if (!l.ok) throw new Error(`${file}: ${JSON.stringify(l.findings)}`);
  return { design: l.design, analysis: analyzeDesign(l.design) };
}

function view(analysis: DesignAnalysis, table: string, index: string | null): View {
  const v = analysis.tables
    .find((t) => t.table.name === table)
    ?.views.find((x) => x.spec.index === index);
  if (!v) throw new Error(`no view ${table}/${index}`);
  return v;
}

const str = (v: KeyValue | undefined): string => {
  if (!v || !('S' in v)) throw new Error(`expected an S key, got ${JSON.stringify(v)}`);
  return v.S;
};

/** Render one of an access pattern's templates with its parameters as a key value of the key's type. */
function render(p: AccessPattern, source: string, key: KeyAttribute): KeyValue {
  const t = parseTemplate(source);
  if (!t.ok) throw t.error;
  const r = renderWithParameters(t.template, new Map(Object.entries(p.parameters)));
  if (!r.ok) throw new Error(`access pattern "${p.name}" lacks parameter ${r.missing}`);
  return key.type === 'S' ? { S: r.text } : key.type === 'N' ? { N: r.text } : { B: r.text };
}

describe('the example designs', () => {
  it('are the eight documented examples', () => {
    expect(files).toEqual([
      'gaming.json',
      'library-author-only.json',
      'library-language.json',
      'library.json',
      'people-music.json',
      'todo-graph.json',
      'tournament-synthetic.json',
      'tournament.json'
    ]);
    const index = JSON.parse(readFileSync(resolve(DIR, 'index.json'), 'utf8')) as {
      file: string;
    }[];
    expect(index.map((e) => e.file).sort()).toEqual(files);
  });

  it.each(files)('%s loads as a Keyscope design with zero error findings', (file) => {
    const l = loadDesignText(readFileSync(resolve(DIR, file), 'utf8'));
    expect(l.ok).toBe(true);
    if (!l.ok) return;
    expect(l.source).toBe('keyscope');
    expect(l.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(
      analyzeDesign(l.design).findings.filter(
        (f) => f.severity === 'error' && f.code !== 'key.collision'
      )
    ).toEqual([]);
  });

  describe('gaming', () => {
    const { analysis } = load('gaming.json');

    it('heads every GAME# collection of the table with its #METADATA# item, followed only by USER# items', () => {
      const games = view(analysis, 'battle-royale', null).collections.filter((c) =>
        str(c.pk).startsWith('GAME#')
      );
      expect(games.length).toBe(4);
      for (const c of games) {
        const gameId = str(c.pk).slice('GAME#'.length);
        const [first, ...rest] = c.entries;
        expect(str(first!.sk)).toBe(`#METADATA#${gameId}`);
        expect(first!.item.entity).toBe('Game');
        expect(rest.length).toBeGreaterThan(0);
        for (const e of rest) {
          expect(str(e.sk)).toMatch(/^USER#/);
          expect(e.item.entity).toBe('UserGameMapping');
        }
      }
    });

    it('turns mapping items into per-user collections in the InvertedIndex, each holding only that user’s games', () => {
      const users = view(analysis, 'battle-royale', 'InvertedIndex').collections.filter((c) =>
        str(c.pk).startsWith('USER#')
      );
      expect(users.length).toBeGreaterThan(0);
      let mappings = 0;
      for (const c of users) {
        const username = str(c.pk).slice('USER#'.length);
        for (const e of c.entries) {
          expect(e.item.entity).toBe('UserGameMapping');
          expect(str(e.sk)).toMatch(/^GAME#/);
          expect(e.item.attributes['username']).toEqual({ S: username });
          mappings++;
        }
      }
      expect(mappings).toBe(12);
    });
  });

  it('library has no collisions: author and edition together make each sort key unique', () => {
    const { analysis } = load('library.json');
    expect(analysis.collisions).toEqual([]);
    expect(view(analysis, 'Books', null).itemCount).toBe(8);
  });

  it('library-author-only loses editions: the later edition wins each collision', () => {
    const { analysis } = load('library-author-only.json');
    const edition = (i: { attributes: Record<string, unknown> }) =>
      (i.attributes['Edition'] as { N: string }).N;
    expect(
      analysis.collisions.map((c) => ({
        title: str(c.partitionKey.value),
        author: str(c.sortKey?.value),
        editions: c.items.map(edition)
      }))
    ).toEqual([
      { title: 'Cloud Databases in Practice', author: 'Priya Raman', editions: ['1', '2', '3'] },
      { title: 'Tides of Memory', author: 'Anna Lindqvist', editions: ['1', '2'] }
    ]);
    const table = view(analysis, 'Books', null);
    const live = table.byId.get('Tides of Memory')!.entries.filter((e) => !e.overwrittenBy);
    expect(live.map((e) => [str(e.sk), edition(e.item)])).toEqual([
      ['Anna Lindqvist', '2'],
      ['Jonas Berg', '1']
    ]);
  });

  it('todo-graph and people-music load; People has no sort key', () => {
    const todo = load('todo-graph.json');
    expect(todo.analysis.collisions).toEqual([]);
    const people = load('people-music.json');
    const t = people.design.tables.find((x) => x.name === 'People')!;
    expect(t.sortKey).toBeUndefined();
    expect(t.partitionKey).toEqual({ name: 'PersonID', type: 'N' });
    expect(
      view(people.analysis, 'People', null).collections.every((c) => c.entries.length === 1)
    ).toBe(true);
  });

  const patterns = files.flatMap((file) =>
    load(file).design.accessPatterns.map((p) => [file, p.name, p] as const)
  );

  it.each(patterns)(
    '%s: access pattern "%s" returns only its expected entities',
    (file, _name, p) => {
      const { analysis } = load(file);
      const t = analysis.tables.find((x) => x.table.name === p.table)!;
      const v = view(analysis, p.table, p.index);
      // A multi-attribute index: a template per partition attribute, a condition per sort one.
      const multi = v.spec.parts
        ? patternMultiKeyCondition(p, new Map(Object.entries(p.parameters)), v.spec.parts)
        : null;
      if (typeof multi === 'string') throw new Error(multi);
      const single: ParsedKeyCondition = {
        partitionValue: render(p, p.partitionKey, v.spec.partitionKey),
        ...(p.sortKey
          ? {
              sort: {
                operator: p.sortKey.operator,
                value: render(p, p.sortKey.value, v.spec.sortKey!),
                ...(p.sortKey.upper !== undefined
                  ? { upper: render(p, p.sortKey.upper, v.spec.sortKey!) }
                  : {})
              }
            }
          : {})
      };
      const out = evaluateQuery(t.resolved, v, multi ?? single, {
        scanIndexForward: p.scanIndexForward,
        consistentRead: p.consistentRead,
        ...(p.limit ? { limit: p.limit } : {})
      });
      expect(out.count).toBeGreaterThan(0);
      for (const e of out.entries) expect(p.expectedEntities).toContain(e.item.entity);
    }
  );
});
