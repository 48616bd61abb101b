import { describe, expect, it } from 'vitest';
import { plainIdentifiers } from '../../../src/core/code/plain-identifiers.ts';

const blocked = (n: string): boolean => ['class', 'items', 'items_'].includes(n);

describe('plainIdentifiers', () => {
  it.each<[string[], [string, string][]]>([
    [['gameId'], [['gameId', 'gameId']]],
    [
      ['user-id', 'user_id'],
      [
        ['user-id', 'param_user_id'],
        ['user_id', 'user_id']
      ]
    ],
    [['class'], [['class', 'param_class']]],
    [['items'], [['items', 'param_items']]],
    [
      ['9lives', 'ünïcode'],
      [
        ['9lives', 'param_9lives'],
        ['ünïcode', 'param__n_code']
      ]
    ],
    [
      ['a-b', 'a.b'],
      [
        ['a-b', 'param_a_b'],
        ['a.b', 'param_a_b_']
      ]
    ],
    [
      ['', 'x'],
      [
        ['', 'param_'],
        ['x', 'x']
      ]
    ],
    [['gameId', 'gameId'], [['gameId', 'gameId']]]
  ])('names %j %j', (names, want) => {
    expect([...plainIdentifiers(names, blocked, 'param_')]).toEqual(want);
  });

  it('gives valid, unique names that nothing blocks', () => {
    const names = ['a', 'a b', 'a_b', 'class', 'param_class', '1', '$'];
    const ids = [...plainIdentifiers(names, blocked, 'param_').values()];
    expect(new Set(ids).size).toBe(names.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      expect(blocked(id)).toBe(false);
    }
  });
});
