import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsTemplate, type JsPiece } from '../../../src/core/code/js-template.ts';
import { codeText } from '../../helpers/code-text.ts';

describe('jsTemplate', () => {
  it.each<[string, JsPiece[], string]>([
    ['text and a field', ['USER#', { code: 'username' }], '`USER#${username}`'],
    ['text alone, in plain quotes', ['GAME#'], "'GAME#'"],
    ['nothing', [], "''"],
    ['a field and text', [{ code: 'a' }, '#'], '`${a}#`'],
    ['a $ before a field', ['$', { code: 'a' }], '`$${a}`'],
    ['a $ and a { in two texts, joined and escaped', ['a$', '{b}'], "'a${b}'"],
    [
      'a $ and a { in two texts around no field, escaped in backticks',
      ['$', '{', { code: 'a' }],
      '`\\${${a}`'
    ],
    ['a backtick', ['`', { code: 'a' }], '`\\`${a}`']
  ])('%s', (_, pieces, literal) => {
    expect(jsTemplate(pieces)).toBe(literal);
  });

  it('evaluates to the texts and the values joined, whatever the texts hold', () => {
    const piece = fc.oneof(
      codeText,
      fc.constantFrom('$', '{', '}', '`', '\\', '${'),
      fc.constantFrom({ code: 'a' }, { code: 'b' })
    );
    const values = { a: 'A`${x}', b: '$' };
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const expected = pieces
          .map((p) => (typeof p === 'string' ? p : values[p.code as 'a' | 'b']))
          .join('');
        expect(runInNewContext(`'use strict'; ${jsTemplate(pieces)}`, { ...values })).toBe(
          expected
        );
      })
    );
  });
});
