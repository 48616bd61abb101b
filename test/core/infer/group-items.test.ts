import { describe, expect, it } from 'vitest';
import { groupItems } from '../../../src/core/infer/group-items.ts';
import { readKeys } from '../../../src/core/infer/read-key.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';

const KEYS = [
  { name: 'PK', type: 'S' as const },
  { name: 'SK', type: 'S' as const }
];
const read = (items: AttributeMap[]) => items.map((i) => readKeys(i, KEYS, new Set(['PK', 'SK'])));
const s = (S: string) => ({ S });

describe('groupItems', () => {
  it('groups by words and places, not by values', () => {
    const { groups, demotions } = groupItems(
      read([
        { PK: s('USER#a'), SK: s('METADATA') },
        { PK: s('GAME#g'), SK: s('METADATA') },
        { PK: s('USER#b'), SK: s('METADATA') },
        { PK: s('USER#b'), SK: s('GAME#g') }
      ])
    );
    expect(groups.map((g) => g.items)).toEqual([[0, 2], [1], [3]]);
    expect(demotions).toEqual([]);
  });

  it('does not turn words into values through the type attribute', () => {
    const items = ['USER', 'GAME'].flatMap((w) =>
      [1, 2].map((n) => ({ PK: s(`${w}#${n}`), SK: s('X'), type: s(w) }))
    );
    expect(groupItems(read(items), 'type').groups).toHaveLength(2);
    expect(groupItems(read(items)).groups).toHaveLength(1); // without it, "type" spells the word
  });
});
