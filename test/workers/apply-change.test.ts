import { describe, expect, it } from 'vitest';
import { nativeDesign } from '../../src/core/formats/native-design.ts';
import { importDesignText } from '../../src/core/formats/import-design-text.ts';
import { applyChange } from '../../src/workers/apply-change.ts';
import { itemSize, knownItemSizes } from '../../src/core/items/item-size.ts';
import { emptyMap } from '../../src/core/model/attribute-value.ts';
import { example } from '../helpers/example.ts';
import { readTestBlob, testBlob } from '../helpers/test-blobs.ts';

const gaming = example('gaming');
const bytes = new TextEncoder().encode(JSON.stringify(nativeDesign(gaming)));

describe('applyChange: parse', () => {
  it('gives the design the input holds, loaded as the page loads it', () => {
    const loaded = importDesignText(bytes, 'g.json');
    const got = applyChange(
      gaming,
      { kind: 'parse', input: testBlob(bytes), label: 'g.json' },
      readTestBlob
    );
    expect(loaded.ok && got).toEqual(loaded.ok && loaded.design);
  });

  it('says which input no longer loads, and why', () => {
    expect(() =>
      applyChange(gaming, { kind: 'parse', input: '{"format": ', label: 'gone.json' })
    ).toThrow(/analysis worker: gone\.json no longer loads \(.*line 1/);
  });
});

describe('applyChange: append', () => {
  it('appends the pages in order and measures their items as they are read in', () => {
    const item = (n: number) =>
      Object.assign(emptyMap(), { PK: { S: `P#${n}` }, v: { N: String(n * 11) } });
    const got = applyChange(gaming, {
      kind: 'append',
      slot: { kind: 'entity', index: 0 },
      pages: [[item(1), item(2)], [item(3)]]
    });
    const items = got.entities[0]!.items;
    const before = gaming.entities[0]!.items.length;
    expect(items.slice(before)).toEqual([item(1), item(2), item(3)]);
    expect([...knownItemSizes(items)!]).toEqual(
      items.map((x) => itemSize(Object.assign(emptyMap(), x)))
    );
  });
});
