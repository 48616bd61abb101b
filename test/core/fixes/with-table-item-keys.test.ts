import { describe, expect, it } from 'vitest';
import { withTableItemKeys } from '../../../src/core/fixes/with-table-item-keys.ts';
import { item, makeDesign, makeTable } from '../views/make-design.ts';

const design = makeDesign([
  makeTable({ items: [item({ PK: 'a', t: 'x', n: 7 }), item({ PK: 'b', t: 'y' })] })
]);
const KEYS = [
  { attribute: { name: 'GPK', type: 'S' as const }, template: 'T#${t}' },
  { attribute: { name: 'GSK', type: 'S' as const }, template: 'N#${n:3}' }
];

describe('withTableItemKeys', () => {
  it('renders each key into every item that has its fields, and leaves it out of the others', () => {
    expect(withTableItemKeys(design, 0, KEYS).tables[0]!.items).toEqual([
      item({ PK: 'a', t: 'x', n: 7, GPK: 'T#x', GSK: 'N#007' }),
      item({ PK: 'b', t: 'y', GPK: 'T#y' })
    ]);
  });

  it('returns the design itself for a table without items of its own', () => {
    const empty = makeDesign([makeTable()]);
    expect(withTableItemKeys(empty, 0, KEYS)).toBe(empty);
  });

  it.each([
    [5, KEYS, 'withTableItemKeys: the design has no table 5.'],
    [
      0,
      [{ attribute: { name: 'GPK', type: 'S' as const }, template: 'T#${t' }],
      'withTableItemKeys: template "T#${t" has an unclosed "${" at column 3; give a template that parses'
    ]
  ])('throws for table %s or a broken template, naming it', (t, keys, message) => {
    expect(() => withTableItemKeys(design, t, keys)).toThrow(message);
  });

  it('does not modify the items it is given', () => {
    const copy = structuredClone(design);
    withTableItemKeys(design, 0, KEYS);
    expect(design).toEqual(copy);
  });
});
