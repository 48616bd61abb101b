import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { itemSize } from '../../../src/core/items/item-size.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { renderedKeyBytes } from '../../../src/core/views/rendered-key-bytes.ts';
import { storedItem } from '../../../src/core/views/resolve-items.ts';
import type { ResolvedTable } from '../../../src/core/views/resolved-table.ts';
import { example } from '../../helpers/example.ts';
import { gsi, item, makeDesign, makeEntity, makeTable } from './make-design.ts';

/** The brute-force size: build the item as DynamoDB stores it and measure it whole. */
const oracle = (resolved: ResolvedTable, order: number): number =>
  itemSize(storedItem(resolved, resolved.item(order)!));

describe('renderedKeyBytes', () => {
  // One entity, PK rendered as "USER#${id}"; each case is item 0 of its own analysis.
  const pkOf = (one: AttributeMap) => {
    const d = makeDesign(
      [makeTable({ sk: null })],
      [makeEntity('User', { PK: 'USER#${id}' }, [one])]
    );
    const seg = analyzeDesign(d, { checkItemSizes: false }).tables[0]!.resolved.segments.find(
      (run) => run.entity === 'User'
    )!;
    return (carried: boolean) => renderedKeyBytes(seg.keys[0]!, 0, seg.items[0]!, 'PK', 2, carried);
  };

  it.each([
    ['a key the item lacks adds its name and value: 2 + "USER#al"', item({ id: 'al' }), true, 9],
    ['a value in several UTF-8 bytes counts them: 2 + "USER#é"', item({ id: 'é' }), true, 9],
    ['a PK the item carries is replaced: 9 less 2 + "xyz"', item({ id: 'al', PK: 'xyz' }), true, 4],
    ['an item said to carry no PK is not read', item({ id: 'al', PK: 'xyz' }), false, 9],
    ['an item the template cannot fill adds nothing', item({ other: 'x' }), true, 0]
  ])('%s', (_why, one, carried, bytes) => {
    expect(pkOf(one)(carried)).toBe(bytes);
  });
});

describe('KeyedTable.storedSize', () => {
  const design = fc
    .array(
      fc.record({
        k: fc.option(fc.oneof(fc.string({ maxLength: 3 }), fc.constant('é'.repeat(1100))), {
          nil: undefined
        }),
        s: fc.option(fc.oneof(fc.integer({ min: -5, max: 99 }), fc.constant('x')), {
          nil: undefined
        }),
        own: fc.option(fc.string({ maxLength: 4 }), { nil: undefined }),
        g: fc.option(fc.constantFrom('a', 'bé', ''), { nil: undefined }),
        pad: fc.string({ maxLength: 20 })
      }),
      { maxLength: 30 }
    )
    .map((rows): Design =>
      makeDesign(
        [makeTable({ sk: ['SK', 'N'], gsis: [gsi('byG', ['g', 'S'])] })],
        [
          makeEntity(
            'E',
            // A PK of 1,100 "é" is 2,202 bytes, over the 2,048 DynamoDB allows: an invalid value,
            // still shown and sized. SK is a number, so "${s}" gives none where s is "x" or missing.
            { PK: 'K#${k}', SK: '${s}' },
            rows.map((r) =>
              item({
                ...(r.k !== undefined ? { k: r.k } : {}),
                ...(r.s !== undefined ? { s: r.s } : {}),
                ...(r.own !== undefined ? { PK: r.own } : {}),
                ...(r.g !== undefined ? { g: r.g } : {}),
                pad: r.pad
              })
            )
          )
        ]
      )
    );

  it('is the size of the item as stored, built whole and measured (property)', () => {
    fc.assert(
      fc.property(design, (d) => {
        const resolved = analyzeDesign(d, { checkItemSizes: false }).tables[0]!.resolved;
        for (let order = 0; order < resolved.count; order++)
          expect(resolved.storedSize(order)).toBe(oracle(resolved, order));
      }),
      { seed: 24, numRuns: 150 }
    );
  });

  it('is the size of the item as stored for generated items, whose sizes were measured as they were made', () => {
    const resolved = analyzeDesign(generateDesignItems(example('gaming'), 200, 5)).tables[0]!
      .resolved;
    const wrong = Array.from({ length: resolved.count }, (_, order) => order).filter(
      (order) => resolved.storedSize(order) !== oracle(resolved, order)
    );
    expect({ sized: resolved.count >= 600, wrong }).toEqual({ sized: true, wrong: [] });
  });
});
