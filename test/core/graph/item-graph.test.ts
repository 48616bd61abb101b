import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { itemGraph, type ItemGraph } from '../../../src/core/graph/item-graph.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { attributeText } from '../../../src/core/text/attribute-text.ts';
import { gsi, item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';
import { analysed, viewOf } from './graph-fixtures.ts';

/** Every edge as "source → target entity". */
function lines(g: ItemGraph): string[] {
  return Array.from(g.edgeSource, (s, i) => {
    const t = g.edgeTarget[i]!;
    const e = g.edgeEntity[i]!;
    return `${g.nodeText[s]} → ${t < 0 ? '∅' : g.nodeText[t]} ${e < 0 ? '-' : g.entities[e]}`;
  });
}

const metadataNodes = (g: ItemGraph): string[] =>
  g.nodeText.filter((_, n) => g.nodeMetadata[n] === 1);

describe('itemGraph: the table as a list of relationships (seed 002)', () => {
  it('draws the to-do example with one METADATA node and an edge from each user to it', () => {
    const { design, analysis } = analysed('todo-graph');
    const g = itemGraph(design, analysis, viewOf(analysis, 'app', null));
    expect(lines(g)).toEqual([
      'POST#p-201 → METADATA PostMetadata',
      'POST#p-201 → TAG#data-modeling PostTag',
      'POST#p-201 → TAG#dynamodb PostTag',
      'POST#p-202 → METADATA PostMetadata',
      'POST#p-202 → TAG#data-modeling PostTag',
      'POST#p-202 → TAG#dynamodb PostTag',
      'POST#p-202 → TAG#graphs PostTag',
      'POST#p-203 → METADATA PostMetadata',
      'POST#p-203 → TAG#travel PostTag',
      'TAG#data-modeling → METADATA TagMetadata',
      'TAG#dynamodb → METADATA TagMetadata',
      'TAG#graphs → METADATA TagMetadata',
      'TAG#travel → METADATA TagMetadata',
      'TODO#td-101 → METADATA TodoMetadata',
      'TODO#td-102 → METADATA TodoMetadata',
      'TODO#td-103 → METADATA TodoMetadata',
      'USER#alex → METADATA UserMetadata',
      'USER#alex → POST#p-201 UserPost',
      'USER#alex → POST#p-202 UserPost',
      'USER#alex → TODO#td-101 UserTodo',
      'USER#alex → TODO#td-102 UserTodo',
      'USER#barack → METADATA UserMetadata',
      'USER#barack → POST#p-203 UserPost',
      'USER#barack → TODO#td-103 UserTodo'
    ]);
    expect(metadataNodes(g)).toEqual(['METADATA']);
    const metadata = g.nodeText.indexOf('METADATA');
    expect(g.nodeDegree[metadata]).toBe(12);
    // TODO#td-101 is one node, named by a sort key (UserTodo) and a partition key (TodoMetadata).
    expect(g.nodeText.filter((t) => t === 'TODO#td-101')).toHaveLength(1);
    expect(g.kinds.map((k) => [k.label, k.metadata, k.entities])).toEqual([
      ['POST#${postId}', false, ['PostMetadata', 'UserPost', 'PostTag']],
      ['METADATA', true, ['UserMetadata', 'TodoMetadata', 'PostMetadata', 'TagMetadata']],
      ['TAG#${tagId}', false, ['PostTag', 'TagMetadata']],
      ['TODO#${todoId}', false, ['TodoMetadata', 'UserTodo']],
      ['USER#${userId}', false, ['UserMetadata', 'UserTodo', 'UserPost']]
    ]);
  });

  it.each([
    ['todo-graph', 'app', 'reverse'],
    ['gaming', 'battle-royale', 'InvertedIndex']
  ])('%s: the inverted index redraws the same items the other way', (file, table, index) => {
    const { design, analysis } = analysed(file);
    const forward = itemGraph(design, analysis, viewOf(analysis, table, null));
    const back = itemGraph(design, analysis, viewOf(analysis, table, index));
    const pairs = (g: ItemGraph, flip: boolean) =>
      Array.from(g.edgeOrder, (o, i) => {
        const [s, t] = [g.nodeText[g.edgeSource[i]!], g.nodeText[g.edgeTarget[i]!]];
        return `${o}: ${flip ? `${t} → ${s}` : `${s} → ${t}`}`;
      }).sort();
    expect(pairs(back, true)).toEqual(pairs(forward, false));
    expect(new Set(metadataNodes(back))).toEqual(new Set(metadataNodes(forward)));
    expect(back.title).toBe(`Items of index "${index}" of table "${table}" as relationships`);
  });

  it('marks the gaming example’s #METADATA# sort keys as metadata nodes, not users or games', () => {
    const { design, analysis } = analysed('gaming');
    const g = itemGraph(design, analysis, viewOf(analysis, 'battle-royale', null));
    const meta = metadataNodes(g);
    expect(meta).toHaveLength(10);
    expect(meta.every((t) => t.startsWith('#METADATA#'))).toBe(true);
    expect(g.kinds.map((k) => [k.label, k.metadata])).toEqual([
      ['GAME#${gameId}', false],
      ['#METADATA#${gameId}', true],
      ['USER#${username}', false],
      ['#METADATA#${username}', true]
    ]);
  });

  it('leaves overwritten items out, and knows which edge each write order is', () => {
    const { design, analysis } = analysed('library-author-only');
    const view = viewOf(analysis, 'Books', null);
    const g = itemGraph(design, analysis, view);
    expect(g.edgeOrder.length).toBe(5);
    expect(Array.from(g.edgeOfOrder, (e) => e >= 0)).toEqual(
      Array.from({ length: 8 }, (_, o) => view.overwriter(o) < 0)
    );
    g.edgeOrder.forEach((o, e) => expect(g.edgeOfOrder[o]).toBe(e));
    expect(g.kinds.map((k) => k.label)).toEqual(['${BookTitle}', '${Author}']);
  });

  it('draws a simple primary key as nodes alone', () => {
    const { design, analysis } = analysed('people-music');
    const g = itemGraph(design, analysis, viewOf(analysis, 'People', null));
    expect(g.nodeText).toEqual(['101', '102', '103', '104']);
    expect(Array.from(g.edgeTarget)).toEqual([-1, -1, -1, -1]);
    expect(Array.from(g.nodeDegree)).toEqual([1, 1, 1, 1]);
  });

  it('makes one node of one number however it is spelled, and keeps S "1" apart from N 1', () => {
    const d = makeDesign(
      [makeTable({ pk: ['id', 'N'], sk: ['s', 'S'], gsis: [gsi('bys', ['s', 'S'], ['id', 'N'])] })],
      [
        makeEntity('E', { s: '${t}' }, [
          item({ id: 1, t: '1' }),
          item({ id: { N: '1.0' }, t: 'x' }),
          item({ id: 2, t: '1' })
        ])
      ]
    );
    const analysis = analyzeDesign(d);
    const g = itemGraph(d, analysis, viewOf(analysis, 'tbl', null));
    expect(g.nodeKeys.map((k) => JSON.stringify(k))).toEqual([
      '{"N":"1"}',
      '{"S":"1"}',
      '{"S":"x"}',
      '{"N":"2"}'
    ]);
    expect(lines(g)).toEqual(['1 → 1 E', '1 → x E', '2 → 1 E']);
  });

  it('reads items of no entity by their own text: kind by prefix, METADATA by name', () => {
    const own = (pk: string, sk: string) => item({ PK: pk, SK: sk });
    const d = makeDesign([
      makeTable({
        items: [own('USER#a', 'METADATA'), own('USER#a', 'ORDER#1'), own('ORDER#1', 'X')]
      })
    ]);
    const analysis = analyzeDesign(d);
    const g = itemGraph(d, analysis, viewOf(analysis, 'tbl', null));
    expect(lines(g)).toEqual(['ORDER#1 → X -', 'USER#a → METADATA -', 'USER#a → ORDER#1 -']);
    expect(metadataNodes(g)).toEqual(['METADATA']);
    expect(g.kinds.map((k) => k.label)).toEqual(['ORDER#…', 'SK values', 'USER#…']);
  });

  it('holds only the items a sparse index holds', () => {
    const d = makeDesign(
      [makeTable({ gsis: [gsi('G', ['G1', 'S'], ['SK', 'S'])] })],
      [
        makeEntity('A', { PK: 'A#${id}', SK: 'A', G1: 'G#${g}' }, [
          item({ id: '1', g: 'x' }),
          item({ id: '2' })
        ])
      ]
    );
    const analysis = analyzeDesign(d);
    expect(lines(itemGraph(d, analysis, viewOf(analysis, 'tbl', 'G')))).toEqual(['G#x → A A']);
  });

  it('draws a multi-attribute index between tuples: the partition values to the sort values', () => {
    const { design, analysis } = analysed('tournament');
    const g = itemGraph(
      design,
      analysis,
      viewOf(analysis, 'TournamentMatches', 'TournamentRegionIndex')
    );
    // The exhibition match has no region: not in the index, so not drawn.
    expect(lines(g).slice(0, 3)).toEqual([
      'SPRING2026 · NA-EAST → QUARTERFINALS · UPPER · match-011 Match',
      'SPRING2026 · NA-EAST → SEMIFINALS · UPPER · match-012 Match',
      'WINTER2026 · EU-WEST → FINALS · UPPER · match-010 Match'
    ]);
    expect(g.edgeSource.length).toBe(12);
    // One node per tuple: three partitions, twelve sort tuples.
    expect(g.nodeText.filter((t) => /^\w+2026 · /.test(t))).toEqual([
      'SPRING2026 · NA-EAST',
      'WINTER2026 · EU-WEST',
      'WINTER2026 · NA-EAST'
    ]);
    expect(g.nodeText.length).toBe(15);
  });

  it('throws a located error for a view of another analysis', () => {
    const { design, analysis } = analysed('gaming');
    const other = analysed('todo-graph').analysis;
    expect(() => itemGraph(design, analysis, viewOf(other, 'app', null))).toThrow(/table "app"/);
  });

  it('agrees with the entries of every view of random designs (oracle: the view’s own entries)', () => {
    const value = fc.constantFrom('a', 'b', 'c', 'METADATA');
    const items = fc.array(fc.record({ x: value, y: value }), { maxLength: 12 });
    fc.assert(
      fc.property(items, items, fc.constantFrom('X#${x}', '${x}', 'METADATA'), (i1, i2, sk) => {
        const d: Design = makeDesign(
          [makeTable({ gsis: [gsi('inv', ['SK', 'S'], ['PK', 'S'])] })],
          [
            makeEntity(
              'One',
              { PK: 'X#${x}', SK: sk },
              i1.map((v) => item(v))
            ),
            makeEntity(
              'Two',
              { PK: '${y}', SK: 'X#${x}' },
              i2.map((v) => item(v))
            )
          ]
        );
        const analysis = analyzeDesign(d);
        for (const view of analysis.tables[0]!.views) {
          const expected: string[] = [];
          for (const c of view.collections)
            for (const e of c.entries)
              if (!e.overwrittenBy)
                expected.push(`${attributeText(e.pk)} → ${attributeText(e.sk!)} ${e.item.entity}`);
          expect(lines(itemGraph(d, analysis, view))).toEqual(expected);
        }
      }),
      { seed: 11, numRuns: 150 }
    );
  });
});
