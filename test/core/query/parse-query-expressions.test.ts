import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import {
  parseQueryExpressions,
  type QueryExpressionsInput
} from '../../../src/core/query/parse-query-expressions.ts';
import { tableViews } from '../../../src/core/views/table-key-attributes.ts';
import { makeTable } from '../views/make-design.ts';

const [spec] = tableViews(makeTable());
const P: Record<string, AttributeValue> = { ':p': { S: 'P' } };

describe('parseQueryExpressions', () => {
  it('returns the key condition, the filter with its scope and the projection paths', () => {
    const out = parseQueryExpressions(
      {
        keyCondition: 'PK = :p',
        filter: '#n > :n',
        projection: '#n, a.b',
        names: { '#n': 'n' },
        values: { ...P, ':n': { N: '1' } }
      },
      spec!
    );
    if (typeof out === 'string') throw new Error(out);
    expect(out.condition).toEqual({ partitionValue: { S: 'P' } });
    expect(out.filter?.root.t).toBe('cmp');
    expect(out.filter?.scope.names.get('#n')).toBe('n');
    expect(out.projection).toEqual([['n'], ['a', 'b']]);
  });

  it.each<[string, QueryExpressionsInput, string]>([
    [
      'the key condition before the filter',
      { keyCondition: 'PK =', filter: 'a >', values: P },
      'Invalid KeyConditionExpression: Syntax error; token: "<EOF>", near: "="'
    ],
    [
      'the filter before the projection',
      { keyCondition: 'PK = :p', filter: 'a >', projection: 'a,', values: P },
      'Invalid FilterExpression: Syntax error; token: "<EOF>", near: ">"'
    ],
    [
      'the projection before unused placeholders',
      { keyCondition: 'PK = :p', projection: '#x', values: { ...P, ':u': { S: 'u' } } },
      'Invalid ProjectionExpression: An expression attribute name used in the document path is not defined; attribute name: #x'
    ],
    [
      'unused placeholders over all three before the key schema',
      { keyCondition: 'SK = :p', filter: 'a = :p', names: { '#u': 'u' }, values: P },
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#u}'
    ],
    [
      'a value used only by the filter is used',
      { keyCondition: 'SK = :p', filter: 'a = :f', values: { ...P, ':f': { S: 'f' } } },
      'Query condition missed key schema element: PK'
    ]
  ])('reports %s', (_, input, message) => {
    expect(parseQueryExpressions(input, spec!)).toBe(message);
  });
});
