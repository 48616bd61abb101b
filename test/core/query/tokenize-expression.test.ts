import { describe, expect, it } from 'vitest';
import {
  isReservedWord,
  parseExpression,
  syntaxError,
  tokenizeExpression
} from '../../../src/core/query/tokenize-expression.ts';

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

describe('parseExpression', () => {
  const parse = (text: string) => parseExpression(tokenizeExpression(text));
  it('builds AND/OR/NOT, comparisons, BETWEEN, IN and functions', () => {
    const tree = parse(
      'NOT (a = :x) OR b BETWEEN :l AND :h AND c IN (:x, :y) AND begins_with(d, :p)'
    );
    expect(typeof tree).toBe('object');
    if (typeof tree === 'number') return;
    expect(tree.t).toBe('or');
    expect(tree.args.map((n) => n.t)).toEqual(['not', 'and']);
  });
  it('counts brackets on each node', () => {
    const tree = parse('((a = :x))');
    expect(typeof tree !== 'number' && tree.parens).toBe(2);
  });
  it.each([
    ['a =', 2],
    ['a = :x b', 3],
    ['(a = :x', 4],
    ['a BETWEEN :x', 3]
  ])('reports the furthest failing token for %s', (text, index) => {
    expect(parse(text)).toBe(index);
  });
});

describe('isReservedWord', () => {
  it.each(['name', 'STATUS', 'Data', 'and', 'size'])('%s is reserved', (w) => {
    expect(isReservedWord(w)).toBe(true);
  });
  it.each(['PK', 'SK', 'GSI1PK', 'begins_with', 'n'])('%s is not', (w) => {
    expect(isReservedWord(w)).toBe(false);
  });
});
