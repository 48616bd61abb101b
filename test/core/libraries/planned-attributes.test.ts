import { describe, expect, it } from 'vitest';
import { entityKeyPlan } from '../../../src/core/libraries/entity-key-plan.ts';
import { plannedAttributes } from '../../../src/core/libraries/planned-attributes.ts';
import { designOf, keyKindsDesign } from '../../helpers/library-designs.ts';

const n = (v: string) => ({ N: v });

describe('plannedAttributes', () => {
  it('declares the attributes, then key fields nothing declares, typed by the items', () => {
    const d = keyKindsDesign();
    const order = d.entities[0]!;
    const read = plannedAttributes(entityKeyPlan(d.tables[0]!, order));
    expect(read.attributes).toEqual([
      { name: 'orderId', type: 'S', keyOnly: false, primary: true },
      { name: 'round', type: 'N', keyOnly: false, primary: true },
      { name: 'status', type: 'S', keyOnly: false, primary: false },
      { name: 'total', type: 'N', keyOnly: false, primary: false },
      { name: 'day', type: 'S', keyOnly: false, primary: false },
      { name: 'customerId', type: 'S', keyOnly: true, primary: true }
    ]);
    expect(read.shadowed).toEqual([]);
  });

  it.each([
    [
      'a declared attribute its template computes is shadowed',
      'S',
      {
        attributes: [
          { name: 'PK', type: 'S' },
          { name: 'id', type: 'S' }
        ],
        keys: { PK: 'A#${id}' },
        items: []
      },
      [{ name: 'id', type: 'S' }],
      ['PK']
    ],
    [
      'a key the items hold is declared with the key’s type',
      'N',
      { attributes: [], keys: {}, items: [{ PK: n('1') }] },
      [{ name: 'PK', type: 'N' }],
      []
    ],
    [
      'a field no item has is a string',
      'S',
      { attributes: [], keys: { PK: 'X#${ghost}' }, items: [] },
      [{ name: 'ghost', type: 'S' }],
      []
    ]
  ])('%s', (_, pkType, entity, attributes, shadowed) => {
    const d = designOf({
      name: 'One',
      tables: [{ name: 'Things', partitionKey: { name: 'PK', type: pkType }, items: [] }],
      entities: [{ name: 'E', table: 'Things', ...entity }]
    });
    const read = plannedAttributes(entityKeyPlan(d.tables[0]!, d.entities[0]!));
    expect(read.attributes.map(({ name, type }) => ({ name, type }))).toEqual(attributes);
    expect(read.shadowed).toEqual(shadowed);
  });
});
