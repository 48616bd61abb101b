import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { ExpressionScope } from '../../../src/core/query/check-expression-tree.ts';
import type { KeyCond } from '../../../src/core/query/collect-key-conditions.ts';
import type { ExprNode } from '../../../src/core/query/parse-expression.ts';
import {
  readKeyConditions,
  type KeyConditionText
} from '../../../src/core/query/read-key-conditions.ts';

const value = (text: string): ExprNode => ({ t: 'value', args: [], text, segs: [], parens: 0 });
const cond = (operator: KeyCond['operator'], ...texts: string[]): KeyCond => ({
  operator,
  operands: texts.map(value)
});
const A: AttributeValue = { S: 'x' };
const B: AttributeValue = { N: '1' };

describe('readKeyConditions', () => {
  it.each<{ why: string; input: KeyConditionText; conds: [string, KeyCond][] }>([
    {
      why: "'a = :a AND b > :b', one condition per attribute",
      input: { expression: 'a = :a AND b > :b', values: { ':a': A, ':b': B } },
      conds: [
        ['a', cond('=', ':a')],
        ['b', cond('>', ':b')]
      ]
    },
    {
      why: 'a name placeholder, under the name it stands for',
      input: { expression: '#k = :a', names: { '#k': 'PK' }, values: { ':a': A } },
      conds: [['PK', cond('=', ':a')]]
    },
    {
      why: "':b < b' flipped to 'b > :b'",
      input: { expression: 'a = :a AND :b < b', values: { ':a': A, ':b': B } },
      conds: [
        ['a', cond('=', ':a')],
        ['b', cond('>', ':b')]
      ]
    },
    {
      why: 'BETWEEN with both bounds',
      input: {
        expression: 'a = :a AND b BETWEEN :lo AND :hi',
        values: { ':a': A, ':lo': { N: '1' }, ':hi': { N: '9' } }
      },
      conds: [
        ['a', cond('=', ':a')],
        ['b', cond('BETWEEN', ':lo', ':hi')]
      ]
    },
    {
      why: 'begins_with with its prefix',
      input: { expression: 'a = :a AND begins_with(b, :p)', values: { ':a': A, ':p': A } },
      conds: [
        ['a', cond('=', ':a')],
        ['b', cond('begins_with', ':p')]
      ]
    }
  ])('returns $why', ({ input, conds }) => {
    const read = readKeyConditions(input);
    if (typeof read === 'string') throw new Error(read);
    expect([...read.conds]).toEqual(conds);
  });

  it.each<{ why: string; input: KeyConditionText; message: string }>([
    {
      why: 'an empty expression',
      input: { expression: '' },
      message: 'Invalid KeyConditionExpression: The expression can not be empty;'
    },
    {
      why: 'a syntax error',
      input: { expression: 'a = = :a', values: { ':a': A } },
      message: 'Invalid KeyConditionExpression: Syntax error; token: "=", near: "= = :a"'
    },
    {
      why: 'an expression cut short',
      input: { expression: 'a = :a AND', values: { ':a': A } },
      message: 'Invalid KeyConditionExpression: Syntax error; token: "<EOF>", near: "AND"'
    },
    {
      why: 'an unused value',
      input: { expression: 'a = :a', values: { ':a': A, ':x': B } },
      message: 'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}'
    },
    {
      why: 'an unused name',
      input: { expression: '#k = :a', names: { '#k': 'PK', '#z': 'Q' }, values: { ':a': A } },
      message: 'Value provided in ExpressionAttributeNames unused in expressions: keys: {#z}'
    },
    {
      why: 'a value not defined',
      input: { expression: 'a = :zz', values: { ':a': A } },
      message:
        'Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :zz'
    },
    {
      why: 'an empty ExpressionAttributeValues',
      input: { expression: 'a = :a', values: {} },
      message: 'ExpressionAttributeValues must not be empty'
    },
    {
      why: 'an OR',
      input: { expression: 'a = :a OR b = :b', values: { ':a': A, ':b': B } },
      message: 'Invalid operator used in KeyConditionExpression: OR'
    },
    {
      why: 'a NOT',
      input: { expression: 'NOT a = :a', values: { ':a': A } },
      message: 'Invalid operator used in KeyConditionExpression: NOT'
    },
    {
      why: 'two conditions on one attribute',
      input: { expression: 'a = :a AND a = :b', values: { ':a': A, ':b': A } },
      message: 'KeyConditionExpressions must only contain one condition per key'
    }
  ])('refuses $why', ({ input, message }) => {
    expect(readKeyConditions(input)).toBe(message);
  });

  /** An `alsoParse` that logs its call and marks `uses` as used, answering `answer`. */
  const parser =
    (log: string[], label: string, answer?: string, uses: string[] = []) =>
    (s: ExpressionScope): string | undefined => {
      log.push(`${label}: used ${[...s.usedValues].join(',')}`);
      for (const u of uses) s.usedValues.add(u);
      return answer;
    };

  it.each<{
    why: string;
    expression: string;
    values: Record<string, AttributeValue>;
    parsers: (log: string[]) => KeyConditionText['alsoParse'];
    result: string | 'conds';
    log: string[];
  }>([
    {
      why: "returns alsoParse's message",
      expression: 'a = :a',
      values: { ':a': A },
      parsers: (log) => [parser(log, 'filter', 'Invalid FilterExpression: boom')],
      result: 'Invalid FilterExpression: boom',
      log: ['filter: used :a']
    },
    {
      why: 'returns the conds when alsoParse has nothing to say',
      expression: 'a = :a',
      values: { ':a': A },
      parsers: (log) => [parser(log, 'filter')],
      result: 'conds',
      log: ['filter: used :a']
    },
    {
      why: 'counts a value alsoParse uses as used',
      expression: 'a = :a',
      values: { ':a': A, ':f': B },
      parsers: (log) => [parser(log, 'filter', undefined, [':f'])],
      result: 'conds',
      log: ['filter: used :a']
    },
    {
      why: "returns alsoParse's message before the unused-value check",
      expression: 'a = :a',
      values: { ':a': A, ':f': B },
      parsers: (log) => [parser(log, 'filter', 'Invalid FilterExpression: boom')],
      result: 'Invalid FilterExpression: boom',
      log: ['filter: used :a']
    },
    {
      why: "returns alsoParse's message before the key conditions are gathered (OR)",
      expression: 'a = :a OR b = :b',
      values: { ':a': A, ':b': B },
      parsers: (log) => [parser(log, 'filter', 'Invalid FilterExpression: boom')],
      result: 'Invalid FilterExpression: boom',
      log: ['filter: used :a,:b']
    },
    {
      why: 'stops at the first alsoParse with a message',
      expression: 'a = :a',
      values: { ':a': A },
      parsers: (log) => [
        parser(log, 'filter', 'Invalid FilterExpression: boom'),
        parser(log, 'projection', 'Invalid ProjectionExpression: bang')
      ],
      result: 'Invalid FilterExpression: boom',
      log: ['filter: used :a']
    },
    {
      why: 'runs each alsoParse in turn, sharing the marks',
      expression: 'a = :a',
      values: { ':a': A, ':f': B },
      parsers: (log) => [
        parser(log, 'filter', undefined, [':f']),
        parser(log, 'projection', 'Invalid ProjectionExpression: bang')
      ],
      result: 'Invalid ProjectionExpression: bang',
      log: ['filter: used :a', 'projection: used :a,:f']
    },
    {
      why: 'never calls alsoParse after a syntax error',
      expression: 'a = = :a',
      values: { ':a': A },
      parsers: (log) => [parser(log, 'filter', 'Invalid FilterExpression: boom')],
      result: 'Invalid KeyConditionExpression: Syntax error; token: "=", near: "= = :a"',
      log: []
    }
  ])('$why', ({ expression, values, parsers, result, log }) => {
    const calls: string[] = [];
    const read = readKeyConditions({ expression, values, alsoParse: parsers(calls) });
    if (result === 'conds')
      expect(read).toEqual({ conds: new Map([['a', cond('=', ':a')]]), scope: expect.anything() });
    else expect(read).toBe(result);
    expect(calls).toEqual(log);
  });

  it('passes alsoParse the very scope it returns, which resolves the values', () => {
    const seen: ExpressionScope[] = [];
    const read = readKeyConditions({
      expression: 'a = :a',
      values: { ':a': A },
      alsoParse: [(s) => void seen.push(s)]
    });
    if (typeof read === 'string') throw new Error(read);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(read.scope);
    expect(read.scope.values.get(':a')).toEqual(A);
  });
});
