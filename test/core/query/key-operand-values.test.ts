import { describe, expect, it } from 'vitest';
import type { AttributeValue, KeyType, KeyValue } from '../../../src/core/model/attribute-value.ts';
import type { KeyCond } from '../../../src/core/query/collect-key-conditions.ts';
import { keyOperandValues } from '../../../src/core/query/key-operand-values.ts';
import type { ExprNode } from '../../../src/core/query/parse-expression.ts';
import { readKeyConditions } from '../../../src/core/query/read-key-conditions.ts';

const value = (text: string): ExprNode => ({ t: 'value', args: [], text, segs: [], parens: 0 });
const cond = (operator: KeyCond['operator'], ...texts: string[]): KeyCond => ({
  operator,
  operands: texts.map(value)
});

const VALUES: Record<string, AttributeValue> = {
  ':s': { S: 'SEMIFINALS' },
  ':empty': { S: '' },
  ':n': { N: '1.0' },
  ':lo': { N: '1' },
  ':hi': { N: '9' },
  ':b': { B: 'AQ==' },
  ':bool': { BOOL: true },
  ':null': { NULL: true },
  ':ss': { SS: ['a'] },
  ':l': { L: [{ S: 'a' }] }
};
const scope = { values: new Map(Object.entries(VALUES)) };

describe('keyOperandValues', () => {
  it.each<{ why: string; c: KeyCond; type: KeyType; expected: KeyValue[] | undefined }>([
    {
      why: 'an S value for an S key',
      c: cond('=', ':s'),
      type: 'S',
      expected: [{ S: 'SEMIFINALS' }]
    },
    { why: 'an empty S value, kept', c: cond('=', ':empty'), type: 'S', expected: [{ S: '' }] },
    { why: 'an N value as written', c: cond('>', ':n'), type: 'N', expected: [{ N: '1.0' }] },
    {
      why: "BETWEEN's two N values in order",
      c: cond('BETWEEN', ':lo', ':hi'),
      type: 'N',
      expected: [{ N: '1' }, { N: '9' }]
    },
    {
      why: 'a B value for begins_with',
      c: cond('begins_with', ':b'),
      type: 'B',
      expected: [{ B: 'AQ==' }]
    },
    {
      why: 'undefined for an N value on an S key',
      c: cond('=', ':n'),
      type: 'S',
      expected: undefined
    },
    {
      why: 'undefined for an S value on an N key',
      c: cond('<', ':s'),
      type: 'N',
      expected: undefined
    },
    {
      why: 'undefined for an S value on a B key',
      c: cond('=', ':s'),
      type: 'B',
      expected: undefined
    },
    {
      why: 'undefined for a B value on an S key',
      c: cond('=', ':b'),
      type: 'S',
      expected: undefined
    },
    {
      why: "undefined when BETWEEN's upper bound alone has another type",
      c: cond('BETWEEN', ':lo', ':s'),
      type: 'N',
      expected: undefined
    },
    {
      why: "undefined when BETWEEN's lower bound alone has another type",
      c: cond('BETWEEN', ':s', ':hi'),
      type: 'N',
      expected: undefined
    },
    { why: 'undefined for a BOOL value', c: cond('=', ':bool'), type: 'S', expected: undefined },
    { why: 'undefined for a NULL value', c: cond('=', ':null'), type: 'S', expected: undefined },
    {
      why: 'undefined for a string set on an S key',
      c: cond('=', ':ss'),
      type: 'S',
      expected: undefined
    },
    { why: 'undefined for a list on an S key', c: cond('=', ':l'), type: 'S', expected: undefined },
    {
      why: 'undefined for a placeholder with no value',
      c: cond('=', ':nope'),
      type: 'S',
      expected: undefined
    }
  ])('gives $why', ({ c, type, expected }) => {
    expect(keyOperandValues(c, type, scope)).toEqual(expected);
  });

  it.each<{ attribute: string; type: KeyType; expected: KeyValue[] | undefined }>([
    { attribute: 'PK', type: 'S', expected: [{ S: 'SEMIFINALS' }] },
    { attribute: 'SK', type: 'N', expected: [{ N: '1' }, { N: '9' }] },
    { attribute: 'SK', type: 'S', expected: undefined }
  ])(
    'types the operands of a parsed condition on $attribute as $type: $expected',
    ({ attribute, type, expected }) => {
      const read = readKeyConditions({
        expression: 'PK = :s AND SK BETWEEN :lo AND :hi',
        values: { ':s': VALUES[':s']!, ':lo': VALUES[':lo']!, ':hi': VALUES[':hi']! }
      });
      if (typeof read === 'string') throw new Error(read);
      expect(keyOperandValues(read.conds.get(attribute)!, type, read.scope)).toEqual(expected);
    }
  );
});
