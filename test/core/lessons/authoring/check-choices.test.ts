import { describe, expect, it } from 'vitest';
import { checkChoices } from '../../../../src/core/lessons/authoring/check-choices.ts';
import { CHECK_KINDS } from '../../../../src/core/lessons/checks/check-registry.ts';
import { example } from '../../../helpers/example.ts';

describe('checkChoices', () => {
  const choices = checkChoices(example('gaming'));

  it('offers every kind with its parameters', () => {
    expect(choices.map((c) => c.kind)).toEqual([...CHECK_KINDS.keys()]);
    for (const c of choices)
      expect(c.parameters.map((p) => p.name)).toEqual(
        CHECK_KINDS.get(c.kind)!.parameters.map((p) => p.name)
      );
  });

  it('fills the menus from the open design', () => {
    const query = choices.find((c) => c.kind === 'pattern-one-query')!;
    expect(query.parameters.map((p) => p.options)).toEqual([
      [
        'Get user profile',
        'Get game metadata',
        'Find all users in a game',
        'Find all games a user has played'
      ],
      ['User', 'Game', 'UserGameMapping'],
      [],
      ['InvertedIndex']
    ]);
    const key = choices.find((c) => c.kind === 'table-key')!;
    expect(key.parameters.map((p) => p.options)).toEqual([
      ['battle-royale'],
      expect.arrayContaining(['username', 'gameId']),
      ['S', 'N', 'B'],
      expect.arrayContaining(['username', 'gameId']),
      ['S', 'N', 'B']
    ]);
    const index = choices.find((c) => c.kind === 'inverted-index')!;
    expect(index.parameters.map((p) => p.options)).toEqual([['battle-royale'], ['InvertedIndex']]);
    const get = choices.find((c) => c.kind === 'get-item-by')!;
    expect(get.parameters[1]!.options).toContain('username');
    expect(new Set(get.parameters[1]!.options).size).toBe(get.parameters[1]!.options.length);
  });
});
