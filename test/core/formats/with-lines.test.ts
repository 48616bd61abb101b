import { describe, expect, it } from 'vitest';
import { withLines } from '../../../src/core/formats/with-lines.ts';

describe('withLines', () => {
  it.each<[string, string, number[], [number, number][]]>([
    ['one line', '{"a":1,"a":2}', [7], [[1, 8]]],
    ['the first character', 'x', [0], [[1, 1]]],
    [
      'after line breaks',
      '{\n "a": 1,\n "a": 2}',
      [3, 12],
      [
        [2, 2],
        [3, 2]
      ]
    ],
    ['right after a break', 'a\nb', [2], [[2, 1]]],
    [
      'two on one line',
      '\n"a" "a"',
      [1, 5],
      [
        [2, 1],
        [2, 5]
      ]
    ],
    ['none', 'abc', [], []]
  ])('%s', (_, text, offsets, want) => {
    const got = withLines(
      text,
      offsets.map((offset) => ({ offset }))
    );
    expect(got.map((f) => [f.line, f.column])).toEqual(want);
  });

  it('keeps what each finding holds', () => {
    expect(withLines('ab\ncd', [{ offset: 4, key: 'k' }])).toEqual([
      { offset: 4, key: 'k', line: 2, column: 2 }
    ]);
  });
});
