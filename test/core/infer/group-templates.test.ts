import { describe, expect, it } from 'vitest';
import { groupItems } from '../../../src/core/infer/group-items.ts';
import { groupTemplates } from '../../../src/core/infer/group-templates.ts';
import { readKeys } from '../../../src/core/infer/read-key.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';

const KEYS = [
  { name: 'PK', type: 'S' as const },
  { name: 'SK', type: 'S' as const }
];
const s = (S: string) => ({ S });

function templatesOf(items: AttributeMap[], taken: string[] = []) {
  const readings = items.map((i) => readKeys(i, KEYS, new Set(['PK', 'SK'])));
  const [group] = groupItems(readings).groups;
  return groupTemplates(readings, group!, KEYS, new Set(taken));
}

describe('groupTemplates', () => {
  it('prefers an attribute every item agrees on; invents names only for the rest', () => {
    const t = templatesOf([
      { PK: s('ORDER#o1'), SK: s('LINE#1#x'), orderId: s('o1'), other: s('o1') },
      { PK: s('ORDER#o2'), SK: s('LINE#2#y'), orderId: s('o2') }
    ]);
    expect([...t.keys]).toEqual([
      ['PK', 'ORDER#${orderId}'],
      ['SK', 'LINE#${lineId}#${skPart3}']
    ]);
    expect(t.invented).toEqual(['lineId', 'skPart3']);
    expect(t.values.map((v) => [...v])).toEqual([
      [
        ['lineId', '1'],
        ['skPart3', 'x']
      ],
      [
        ['lineId', '2'],
        ['skPart3', 'y']
      ]
    ]);
  });

  it('avoids names the items already use', () => {
    const t = templatesOf([{ PK: s('USER#u1'), SK: s('A') }], ['userId']);
    expect(t.keys.get('PK')).toBe('USER#${userId2}');
  });

  it('gives a key that is one unexplained value no template', () => {
    const t = templatesOf([{ PK: s('anything'), SK: s('A') }]);
    expect([...t.keys]).toEqual([['SK', 'A']]);
  });
});
