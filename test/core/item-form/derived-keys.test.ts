import { describe, expect, it } from 'vitest';
import { derivedKeys } from '../../../src/core/item-form/derived-keys.ts';
import { itemFields, type ItemField } from '../../../src/core/item-form/item-fields.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { example } from '../../helpers/example.ts';

const userFields = itemFields(example('gaming'), 0);
const derived = (template: string, type: 'S' | 'N' = 'S'): ItemField[] => [
  { kind: 'derived', name: 'K', type, template }
];

describe('derivedKeys', () => {
  it.each<[string, readonly ItemField[], AttributeMap, unknown[]]>([
    [
      'renders the user’s keys from the username typed',
      userFields,
      { username: { S: 'ana' } },
      [
        { name: 'PK', ok: true, text: 'USER#ana' },
        { name: 'SK', ok: true, text: '#METADATA#ana' }
      ]
    ],
    [
      'says which variable is still missing',
      userFields.slice(0, 1),
      {},
      [
        {
          name: 'PK',
          ok: false,
          problem:
            'template "USER#${username}" needs attribute "username", which the item does not have'
        }
      ]
    ],
    [
      'pads a number as the template says',
      derived('${n:4}'),
      { n: { N: '7' } },
      [{ name: 'K', ok: true, text: '0007' }]
    ],
    [
      'a number key from a number',
      derived('${n}', 'N'),
      { n: { N: '42' } },
      [{ name: 'K', ok: true, text: '42' }]
    ],
    [
      'a broken template says where',
      derived('A#${x'),
      {},
      [{ name: 'K', ok: false, problem: expect.stringMatching(/unclosed.*column 3/) as unknown }]
    ]
  ])('%s', (_, fields, item, expected) => {
    expect(derivedKeys(fields, item)).toEqual(expected);
  });
});
