import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { loadDesign } from '../../../src/core/formats/load-design.ts';
import type { KeyType } from '../../../src/core/model/attribute-value.ts';

interface OrderingCase {
  type: KeyType;
  written: string[];
  order: string[];
}
const cases = (
  JSON.parse(readFileSync('test/fixtures/ordering-vectors.json', 'utf8')) as {
    cases: OrderingCase[];
  }
).cases;

/** One partition holding the fixture's sort keys, written in the fixture's order. */
function viewOrder(type: KeyType, sortKeys: string[], partitions: string[]): string[][] {
  const loaded = loadDesign({
    format: 'keyscope.design',
    version: 1,
    name: 'ordering',
    tables: [
      {
        name: 'Ordered',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type },
        items: sortKeys
          .filter((v) => type !== 'S' || v !== '') // DynamoDB refuses an empty key
          .flatMap((v) => partitions.map((p) => ({ PK: { S: p }, SK: { [type]: v } })))
      }
    ]
  });
  if (!loaded.ok) throw new Error('does not load');
  const view = analyzeDesign(loaded.design).tables[0]!.views[0]!;
  return view.collections.map((c) =>
    c.entries.map((e) => Object.values(e.sk as Record<string, string>)[0]!)
  );
}

describe('buildView orders item collections as DynamoDB did', () => {
  it.each(cases.map((c) => [c.type, c] as const))(
    'puts %s sort keys in the order a real DynamoDB returned them',
    (_, c) => {
      const [only] = viewOrder(c.type, c.written, ['P']);
      const expected = c.order.filter((v) => c.type !== 'S' || v !== '');
      expect(only).toEqual(expected);
    }
  );

  it('uses the same order for partitions of plain ASCII keys and of keys beyond U+D800', () => {
    const ascii = ['b', 'a', 'B', '_', '0'];
    const [plain] = viewOrder('S', ascii, ['P']);
    expect(plain).toEqual(['0', 'B', '_', 'a', 'b']);
    // U+FFFD sorts before U+1F600 in UTF-8, though not in UTF-16 code units.
    const [high] = viewOrder('S', ['\u{1F600}', '\uFFFD', 'z'], ['P']);
    expect(high).toEqual(['z', '\uFFFD', '\u{1F600}']);
  });

  it('orders collections by partition key in UTF-8 byte order too', () => {
    const loaded = loadDesign({
      format: 'keyscope.design',
      version: 1,
      name: 'partitions',
      tables: [
        {
          name: 'Parts',
          partitionKey: { name: 'PK', type: 'S' },
          items: ['\u{1F600}', '\uFFFD', 'a'].map((p) => ({ PK: { S: p } }))
        }
      ]
    });
    if (!loaded.ok) throw new Error('does not load');
    const view = analyzeDesign(loaded.design).tables[0]!.views[0]!;
    expect(view.collections.map((c) => (c.pk as { S: string }).S)).toEqual([
      'a',
      '\uFFFD',
      '\u{1F600}'
    ]);
  });
});
