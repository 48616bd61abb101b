import { describe, expect, it } from 'vitest';
import { typescriptConstants } from '../../../src/core/code/typescript-constants.ts';

describe('typescriptConstants', () => {
  it.each<
    [string, { name: string; example: string }[], [string, string][], number | undefined, string[]]
  >([
    ['nothing to declare', [], [], undefined, []],
    [
      'a parameter under its own name',
      [{ name: 'gameId', example: 'g1' }],
      [['gameId', 'gameId']],
      undefined,
      [
        "// The pattern's parameters: change these values to read another key.",
        "const gameId = 'g1';",
        ''
      ]
    ],
    [
      'a renamed parameter, its name beside it, and a Limit',
      [{ name: 'user-id', example: "o'k" }],
      [['user-id', 'user_id']],
      25,
      [
        "// The pattern's parameters: change these values to read another key.",
        "const user_id = 'o\\'k'; // 'user-id'",
        '',
        "// The pattern's Limit: at most this many items in all.",
        'const limit = 25;',
        ''
      ]
    ]
  ])('%s', (_, parameters, ids, limit, want) => {
    expect(typescriptConstants(parameters, new Map(ids), limit)).toEqual(want);
  });
});
