import { describe, expect, it } from 'vitest';
import { itemFields } from '../../../src/core/item-form/item-fields.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const library = example('library');

/** A table keyed PK/SK with a GSI on G1PK, and one entity shaped by `keys` and `attributes`. */
function design(keys: Record<string, string>, attributes: [string, 'S' | 'N'][]): Design {
  return {
    name: 'd',
    tables: [
      {
        name: 'Main',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'N' },
        globalSecondaryIndexes: [
          { name: 'G1', partitionKey: { name: 'G1PK', type: 'S' }, projection: { type: 'ALL' } }
        ],
        localSecondaryIndexes: [],
        items: []
      }
    ],
    entities: [
      {
        name: 'E',
        table: 'Main',
        attributes: attributes.map(([name, type]) => ({ name, type })),
        keys,
        items: []
      }
    ],
    accessPatterns: []
  };
}

describe('itemFields', () => {
  it.each([
    [
      'gaming User: the templates derive PK and SK; username is needed by both',
      gaming,
      0,
      [
        'PK derived',
        'SK derived',
        'username S required',
        'name S',
        'email S',
        'address M',
        'birthdate S',
        'wins N'
      ]
    ],
    [
      'library Book: the table key without a template is typed and required',
      library,
      0,
      [
        'AuthorEdition derived',
        'BookTitle S required',
        'Author S required',
        'Edition N required',
        'Language S',
        'Publisher S',
        'Year N'
      ]
    ],
    [
      'an undeclared template variable becomes a required string; undeclared keys follow',
      design({ PK: 'ORDER#${orderId}' }, [['total', 'N']]),
      0,
      ['PK derived', 'total N', 'orderId S required', 'SK N required', 'G1PK S']
    ],
    [
      'a declared key attribute with a template is derived, not typed',
      design({ SK: '${n}' }, [
        ['SK', 'N'],
        ['n', 'N'],
        ['PK', 'S']
      ]),
      0,
      ['SK derived', 'n N required', 'PK S required', 'G1PK S']
    ]
  ])('%s', (_, d, entity, expected) => {
    const shown = itemFields(d, entity).map((f) =>
      f.kind === 'derived'
        ? `${f.name} derived`
        : `${f.name} ${f.type}${f.required ? ' required' : ''}`
    );
    expect(shown).toEqual(expected);
  });

  it('says why a field is required, naming the template or the key', () => {
    const [, sk, username] = itemFields(gaming, 0);
    expect(sk).toMatchObject({ kind: 'derived', template: '#METADATA#${username}', type: 'S' });
    expect(username).toMatchObject({ required: 'the PK template USER#${username} reads it' });
    const title = itemFields(library, 0).find((f) => f.name === 'BookTitle');
    expect(title).toMatchObject({ required: "it is Books's partition key" });
  });

  it('refuses an entity the design does not have', () => {
    expect(() => itemFields(gaming, 9)).toThrow(/no entity 9/);
  });
});
