import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { invalidateOneItem } from '../../../src/core/lessons/invalidate-one-item.ts';
import { example } from '../../helpers/example.ts';

const rejected = (d: Design) =>
  analyzeDesign(d).tables.reduce(
    (n, t) => n + t.resolved.rejections.filter((r) => r > 0).length,
    0
  );

describe('invalidateOneItem', () => {
  it.each<[string, string, RegExp]>([
    [
      'gaming: a placeholder of the partition key template',
      'gaming',
      /^removed "username" from the first User item of table "battle-royale" \(it builds the partition key "PK"\)$/
    ],
    [
      'library: the partition key attribute itself',
      'library',
      /^removed "BookTitle" from the first Book item of table "Books" \(it builds the partition key "BookTitle"\)$/
    ],
    [
      'todo graph: a fixed partition key text is passed over for the sort key',
      'todo-graph',
      /^removed "\w+" from the first \w+ item of table "app" \(it builds the (partition|sort) key "(pk|sk)"\)$/
    ]
  ])('%s', (_name, id, change) => {
    const design = example(id);
    const before = JSON.stringify(design);
    const out = invalidateOneItem(design)!;
    expect(out.change).toMatch(change);
    expect(rejected(design)).toBe(0);
    expect(rejected(out.design)).toBe(1);
    expect(JSON.stringify(design)).toBe(before);
    expect(invalidateOneItem(design)!.change).toBe(out.change);
  });

  it('uses a table item before the entities, and refuses a design with no items', () => {
    const table = {
      name: 'T',
      partitionKey: { name: 'id', type: 'S' as const },
      globalSecondaryIndexes: [],
      localSecondaryIndexes: [],
      items: [{ id: { S: 'a' }, n: { N: '1' } }]
    };
    const d: Design = { name: 'x', tables: [table], entities: [], accessPatterns: [] };
    expect(invalidateOneItem(d)?.change).toBe(
      'removed "id" from the first item of table "T" (it builds the partition key "id")'
    );
    expect(invalidateOneItem({ ...d, tables: [{ ...table, items: [] }] })).toBeNull();
  });
});
