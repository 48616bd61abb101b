import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentLines } from '../../../src/core/libraries/comment-lines.ts';
import { HOSTILE_TEXT } from '../../helpers/library-check.ts';

describe('commentLines', () => {
  it.each([
    ['one short sentence', ['a note'], '- ', 96, ['// - a note']],
    [
      'a long one, wrapped under its bullet',
      ['aaa bbb ccc'],
      '- ',
      12,
      ['// - aaa bbb', '//   ccc']
    ],
    ['a line break in a name, shown as its escape', ['x\ny'], '', 96, ['// x\\ny']],
    ['a comment end, harmless in // comments', ['*/ code'], '', 96, ['// */ code']]
  ])('%s', (_, sentences, bullet, width, lines) => {
    expect(commentLines(sentences, bullet, width)).toEqual(lines);
  });

  it('keeps every line a comment, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(HOSTILE_TEXT, { maxLength: 4 }), (sentences) => {
        for (const line of commentLines(sentences, '- ', 20)) {
          expect(line.startsWith('// ')).toBe(true);
          expect(line).not.toMatch(/[\n\r\u2028\u2029]/);
        }
      })
    );
  });
});
