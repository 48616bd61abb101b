import { describe, expect, it } from 'vitest';
import { entityKeys } from '../../../src/core/graph/entity-keys.ts';
import { gsi, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';
import { analysed } from './graph-fixtures.ts';

describe('entityKeys', () => {
  it.each([
    [
      'gaming',
      [
        ['User', ['username']],
        ['Game', ['gameId']],
        ['UserGameMapping', ['gameId', 'username']]
      ]
    ],
    ['library', [['Book', ['BookTitle', 'Author', 'Edition']]]],
    ['people-music', [['Person', ['PersonID']]]]
  ] as const)('identifies the entities of %s by their table key placeholders', (file, expected) => {
    const { design } = analysed(file);
    expect(entityKeys(design, design.tables[0]!).map((k) => [k.entity.name, k.identity])).toEqual(
      expected
    );
  });

  it('takes an untemplated table key from the item (own), leaves index keys and broken templates out', () => {
    const d = makeDesign(
      [makeTable({ gsis: [gsi('G', ['GPK', 'S'])] })],
      [
        makeEntity('A', { SK: 'A#${id}' }, []),
        makeEntity('B', { PK: 'B#${x', SK: 'B', GPK: 'G#${g}' }, [])
      ]
    );
    const [a, b] = entityKeys(d, d.tables[0]!);
    expect([...a!.templates.keys()]).toEqual(['PK', 'SK']);
    expect([...a!.own]).toEqual(['PK']);
    expect(a!.identity).toEqual(['PK', 'id']);
    expect([...b!.templates.keys()]).toEqual(['SK', 'GPK']);
    expect(b!.identity).toEqual([]);
  });

  it('lists only the entities of that table, with their positions in the design', () => {
    const d = makeDesign(
      [makeTable(), makeTable({ name: 'other' })],
      [makeEntity('A', {}, []), makeEntity('B', {}, [], 'other'), makeEntity('C', {}, [])]
    );
    expect(entityKeys(d, d.tables[0]!).map((k) => [k.entity.name, k.index])).toEqual([
      ['A', 0],
      ['C', 2]
    ]);
  });
});
