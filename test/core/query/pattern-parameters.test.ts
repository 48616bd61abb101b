import { describe, expect, it } from 'vitest';
import { patternParameterNames } from '../../../src/core/query/pattern-parameters.ts';
import { example } from '../../helpers/example.ts';

describe('patternParameterNames', () => {
  it.each([
    [{ partitionKey: 'GAME#${gameId}' }, ['gameId']],
    [
      { partitionKey: 'GAME#${gameId}', sortKey: { operator: '=', value: 'USER#${username}' } },
      ['gameId', 'username']
    ],
    [
      {
        partitionKey: '${a}',
        sortKey: { operator: 'BETWEEN', value: '${b}#${a}', upper: '${c:3}' }
      },
      ['a', 'b', 'c']
    ],
    [{ partitionKey: 'USER#${unclosed', sortKey: { operator: '<', value: '${x}' } }, ['x']],
    [{ partitionKey: 'CONSTANT' }, []]
  ] as const)('%j → %j', (pattern, expected) => {
    expect(patternParameterNames(pattern)).toEqual(expected);
  });

  it("covers each example pattern's parameters", () => {
    const library = example('library');
    expect(library.accessPatterns.map(patternParameterNames)).toEqual([
      ['BookTitle'],
      ['BookTitle', 'Author'],
      ['BookTitle', 'Author', 'Edition']
    ]);
  });
});
