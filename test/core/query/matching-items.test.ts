import { describe, expect, it } from 'vitest';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import { compileReadFilter } from '../../../src/core/query/compile-read-filter.ts';
import { matchingItems } from '../../../src/core/query/matching-items.ts';
import type { ReadFilter } from '../../../src/core/query/read-filter.ts';

const item = (n: string | undefined): AttributeMap => {
  const m = emptyMap();
  if (n !== undefined) m['n'] = { N: n };
  return m;
};
const items = ['1', '5', undefined, '7', '2', '9'].map(item);

const compiled = (
  expression: string,
  values: [string, AttributeValue][] = [],
  names: [string, string][] = []
) => {
  const f: ReadFilter = { expression, names, values };
  const r = compileReadFilter(f);
  if (!r.ok) throw new Error(r.message);
  return r.filter;
};

describe('matchingItems', () => {
  it.each<[string, readonly AttributeMap[], ReturnType<typeof compiled>, number[]]>([
    ['the matches, in order', items, compiled('n > :two', [[':two', { N: '2' }]]), [1, 3, 5]],
    ['none', items, compiled('n > :v', [[':v', { N: '100' }]]), []],
    ['all but the item without n', items, compiled('attribute_exists(n)'), [0, 1, 3, 4, 5]],
    ['only the item without n', items, compiled('attribute_not_exists(n)'), [2]],
    [
      "'<>' keeps the item without n",
      items,
      compiled('n <> :v', [[':v', { N: '5' }]]),
      [0, 2, 3, 4, 5]
    ],
    ['no items', [], compiled('attribute_exists(n)'), []],
    [
      'a repeated item at each of its positions',
      [item('3'), item('1'), item('3')],
      compiled('n = :v', [[':v', { N: '3.0' }]]),
      [0, 2]
    ]
  ])('%s', (_name, list, filter, want) => {
    expect(matchingItems(list, filter)).toEqual(want);
  });
});
