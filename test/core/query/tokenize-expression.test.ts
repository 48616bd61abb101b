import { describe, expect, it } from 'vitest';
import { syntaxError, tokenizeExpression } from '../../../src/core/query/tokenize-expression.ts';

const kinds = (text: string) => tokenizeExpression(text).map((t) => `${t.kind}:${t.text}`);

describe('tokenizeExpression', () => {
  it.each([
    ['PK = :p', ['name:PK', 'symbol:=', 'value::p', 'eof:<EOF>']],
    ['#k<=:v_1', ['attrName:#k', 'symbol:<=', 'value::v_1', 'eof:<EOF>']],
    ['a <> b', ['name:a', 'symbol:<>', 'name:b', 'eof:<EOF>']],
    ['x BeTwEeN', ['name:x', 'keyword:BeTwEeN', 'eof:<EOF>']],
    ['a.b[12]', ['name:a', 'symbol:.', 'name:b', 'symbol:[', 'number:12', 'symbol:]', 'eof:<EOF>']],
    ['_x', ['symbol:_', 'name:x', 'eof:<EOF>']],
    [': #', ['symbol::', 'symbol:#', 'eof:<EOF>']],
    ['a😀', ['name:a', 'symbol:😀', 'eof:<EOF>']]
  ])('%s', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it('keeps source offsets', () => {
    expect(tokenizeExpression('  ab =')[0]).toEqual({ kind: 'name', text: 'ab', start: 2, end: 4 });
  });
});

describe('syntaxError', () => {
  it('quotes the previous token through the next one', () => {
    const text = 'CourseId-Index = :p';
    expect(syntaxError(text, tokenizeExpression(text), 1)).toBe(
      'Syntax error; token: "-", near: "CourseId-Index"'
    );
  });
  it('names the end of input <EOF>', () => {
    const text = 'PK = ';
    const tokens = tokenizeExpression(text);
    expect(syntaxError(text, tokens, tokens.length - 1)).toBe(
      'Syntax error; token: "<EOF>", near: "= "'
    );
  });
});
