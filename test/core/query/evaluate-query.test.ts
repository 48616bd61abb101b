import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import { describe, expect, it } from 'vitest';
import { analyzeDesign, type TableAnalysis } from '../../../src/core/analysis/analyze-design.ts';
import { itemSize } from '../../../src/core/items/item-size.ts';
import type { KeyValue } from '../../../src/core/model/attribute-value.ts';
import { evaluateQuery } from '../../../src/core/query/evaluate-query.ts';
import type { ParsedKeyCondition } from '../../../src/core/query/parse-key-condition.ts';
import type { View } from '../../../src/core/views/view.ts';
import { b64, gsi, item, lsi, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

const design = makeDesign(
  [
    makeTable({
      gsis: [
        gsi('ByTypeKeys', ['type', 'S'], ['rank', 'N'], { type: 'KEYS_ONLY' }),
        gsi('ByTypeInclude', ['type', 'S'], ['rank', 'N'], {
          type: 'INCLUDE',
          nonKeyAttributes: ['title']
        })
      ],
      lsis: [lsi('ByRank', ['rank', 'N'], { type: 'KEYS_ONLY' })]
    }),
    makeTable({
      name: 'bin',
      pk: ['PK', 'S'],
      sk: ['SK', 'B'],
      items: [b64(1), b64(1, 2), b64(1, 2, 3), b64(2)].map((b) => ({
        PK: { S: 'p' },
        SK: { B: b }
      }))
    })
  ],
  [
    makeEntity(
      'Doc',
      { PK: 'P', SK: '${k}' },
      ['a', 'b', 'ba', 'bb', 'c', 'é'].map((k, i) =>
        item({ k, type: 'doc', rank: 10 - i, title: `T${k}`, body: 'x' })
      )
    ),
    // Overwrites SK "c": only the later write is in the table.
    makeEntity('Late', { PK: 'P', SK: 'c' }, [item({ type: 'late', rank: 99, title: 'late' })])
  ]
);
const analysis = analyzeDesign(design);
const main = analysis.tables[0]!;
const bin = analysis.tables[1]!;

function viewOf(t: TableAnalysis, index: string | null): View {
  return t.views.find((v) => v.spec.index === index)!;
}

const sks = (items: readonly Record<string, unknown>[]) =>
  items.map((i) => (i['SK'] as { S: string }).S);
const cond = (
  sort?: ParsedKeyCondition['sort'],
  pk: KeyValue = { S: 'P' }
): ParsedKeyCondition => ({ partitionValue: pk, ...(sort ? { sort } : {}) });

describe('evaluateQuery', () => {
  it('returns a whole partition in sort key order, skipping overwritten items', () => {
    const out = evaluateQuery(main.resolved, viewOf(main, null), cond());
    expect(sks(out.items)).toEqual(['a', 'b', 'ba', 'bb', 'c', 'é']);
    const c = out.items[4]!;
    expect(c['type']).toEqual({ S: 'late' });
    expect(out.count).toBe(6);
    expect(out.scannedCount).toBe(6);
    expect(out.lastEvaluatedKey).toBeNull();
  });

  it('returns nothing for a partition that does not exist, and still charges the minimum read', () => {
    const out = evaluateQuery(main.resolved, viewOf(main, null), cond(undefined, { S: 'nope' }));
    expect(out.items).toEqual([]);
    expect(out.capacityUnits).toBe(0.5);
    expect(
      evaluateQuery(main.resolved, viewOf(main, null), cond(undefined, { S: 'nope' }), {
        consistentRead: true
      }).capacityUnits
    ).toBe(1);
  });

  it.each([
    ['=', { S: 'b' }, undefined, ['b']],
    ['<', { S: 'b' }, undefined, ['a']],
    ['<=', { S: 'b' }, undefined, ['a', 'b']],
    ['>', { S: 'bb' }, undefined, ['c', 'é']],
    ['>=', { S: 'bb' }, undefined, ['bb', 'c', 'é']],
    ['BETWEEN', { S: 'b' }, { S: 'c' }, ['b', 'ba', 'bb', 'c']],
    ['BETWEEN', { S: 'b' }, { S: 'b' }, ['b']],
    ['begins_with', { S: 'b' }, undefined, ['b', 'ba', 'bb']],
    ['>', { S: 'z' }, undefined, ['é']],
    ['begins_with', { S: 'x' }, undefined, []]
  ] as const)('applies %s %j…%j on an S sort key', (operator, value, upper, expected) => {
    const out = evaluateQuery(
      main.resolved,
      viewOf(main, null),
      cond({ operator, value, ...(upper ? { upper } : {}) })
    );
    expect(sks(out.items)).toEqual(expected);
  });

  it.each([
    ['begins_with', { B: b64(1, 2) }, [b64(1, 2), b64(1, 2, 3)]],
    ['>', { B: b64(1, 2) }, [b64(1, 2, 3), b64(2)]],
    ['<', { B: b64(1, 2) }, [b64(1)]]
  ] as const)('applies %s on a B sort key by bytes', (operator, value, expected) => {
    const out = evaluateQuery(
      bin.resolved,
      viewOf(bin, null),
      cond({ operator, value }, { S: 'p' })
    );
    expect(out.items.map((i) => (i['SK'] as { B: string }).B)).toEqual(expected);
  });

  it('compares N sort keys by value on an index (LSI ByRank)', () => {
    const out = evaluateQuery(
      main.resolved,
      viewOf(main, 'ByRank'),
      cond({ operator: 'BETWEEN', value: { N: '6' }, upper: { N: '9.5E0' } })
    );
    // Rank 6 belonged to the overwritten Doc at SK "c"; "10" would sort before "6" as text.
    expect(out.items.map((i) => (i['rank'] as { N: string }).N)).toEqual(['7', '8', '9']);
    const all = evaluateQuery(
      main.resolved,
      viewOf(main, 'ByRank'),
      cond({ operator: '>=', value: { N: '9' } })
    );
    expect(all.items.map((i) => (i['rank'] as { N: string }).N)).toEqual(['9', '10', '99']);
  });

  it('reverses the order when scanIndexForward is false', () => {
    const out = evaluateQuery(
      main.resolved,
      viewOf(main, null),
      cond({ operator: 'begins_with', value: { S: 'b' } }),
      { scanIndexForward: false }
    );
    expect(sks(out.items)).toEqual(['bb', 'ba', 'b']);
  });

  it('stops at Limit and returns the table key as LastEvaluatedKey', () => {
    const out = evaluateQuery(main.resolved, viewOf(main, null), cond(), {
      limit: 2,
      scanIndexForward: false
    });
    expect(sks(out.items)).toEqual(['é', 'c']);
    expect({ ...out.lastEvaluatedKey }).toEqual({ PK: { S: 'P' }, SK: { S: 'c' } });
  });

  it('returns the table key plus the index key as LastEvaluatedKey of an index query', () => {
    const out = evaluateQuery(
      main.resolved,
      viewOf(main, 'ByTypeKeys'),
      cond(undefined, { S: 'doc' }),
      { limit: 1 }
    );
    expect({ ...out.lastEvaluatedKey }).toEqual({
      PK: { S: 'P' },
      SK: { S: 'é' },
      type: { S: 'doc' },
      rank: { N: '5' }
    });
  });

  it('has no LastEvaluatedKey when Limit is more than the matches', () => {
    expect(
      evaluateQuery(main.resolved, viewOf(main, null), cond(), { limit: 7 }).lastEvaluatedKey
    ).toBeNull();
  });

  it('projects KEYS_ONLY index results to table and index keys', () => {
    const out = evaluateQuery(
      main.resolved,
      viewOf(main, 'ByTypeKeys'),
      cond(undefined, { S: 'doc' })
    );
    expect(out.items.map((i) => Object.keys(i).sort())).toEqual(
      Array(5).fill(['PK', 'SK', 'rank', 'type'])
    );
    expect(out.items.map((i) => (i['rank'] as { N: string }).N)).toEqual([
      '5',
      '7',
      '8',
      '9',
      '10'
    ]);
  });

  it('projects INCLUDE index results to the keys plus the named attributes', () => {
    const out = evaluateQuery(
      main.resolved,
      viewOf(main, 'ByTypeInclude'),
      cond(undefined, { S: 'doc' })
    );
    expect(Object.keys(out.items[0]!).sort()).toEqual(['PK', 'SK', 'rank', 'title', 'type']);
  });

  it('projects an LSI KEYS_ONLY result to the table key and the LSI sort key', () => {
    const out = evaluateQuery(main.resolved, viewOf(main, 'ByRank'), cond());
    expect(Object.keys(out.items[0]!).sort()).toEqual(['PK', 'SK', 'rank']);
  });

  it('never returns an overwritten item, not even from an index', () => {
    const late = evaluateQuery(
      main.resolved,
      viewOf(main, 'ByTypeKeys'),
      cond(undefined, { S: 'late' })
    );
    expect(late.count).toBe(1);
    const docs = evaluateQuery(
      main.resolved,
      viewOf(main, 'ByTypeKeys'),
      cond(undefined, { S: 'doc' })
    );
    // The Doc item at SK "c" (rank 6) was overwritten by Late.
    expect(docs.items.map((i) => (i['rank'] as { N: string }).N)).not.toContain('6');
  });

  it('charges the summed item sizes rounded up to 4 KB, halved when eventually consistent', () => {
    const out = evaluateQuery(main.resolved, viewOf(main, null), cond());
    const bytes = out.items.reduce((n, i) => n + itemSize(i), 0);
    expect(out.bytesRead).toBe(bytes);
    expect(out.capacityUnits).toBe(0.5 * Math.ceil(bytes / 4096));
  });

  it('stops a page at 1 MB of items read and returns a LastEvaluatedKey', () => {
    const big = 'x'.repeat(300 * 1024);
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity(
          'Big',
          { PK: 'P', SK: '${k}' },
          ['1', '2', '3', '4', '5', '6'].map((k) => item({ k, big }))
        )
      ]
    );
    const t = analyzeDesign(d).tables[0]!;
    const out = evaluateQuery(t.resolved, t.views[0]!, cond());
    expect(out.count).toBeLessThan(6);
    expect(out.count).toBeGreaterThan(0);
    const sizes = out.items.map(itemSize);
    const total = sizes.reduce((a, b) => a + b, 0);
    // The page ends at the item that reaches 1 MB, not earlier.
    expect(total).toBeGreaterThanOrEqual(DYNAMODB_LIMITS.pageBytes);
    expect(total - sizes[sizes.length - 1]!).toBeLessThan(DYNAMODB_LIMITS.pageBytes);
    expect({ ...out.lastEvaluatedKey }).toEqual({ PK: { S: 'P' }, SK: { S: String(out.count) } });
  });
});
