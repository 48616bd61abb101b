import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import { filterText } from '../../../src/core/query/filter-text.ts';
import type { ReadFilter } from '../../../src/core/query/read-filter.ts';

const filter = (
  expression: string,
  names: [string, string][] = [],
  values: [string, AttributeValue][] = []
): ReadFilter => ({ expression, names, values });

describe('filterText', () => {
  it.each<[string, ReadFilter, string]>([
    [
      'a string value, quoted',
      filter('#f0 = :f0', [['#f0', 'status']], [[':f0', { S: 'OPEN' }]]),
      'status = "OPEN"'
    ],
    [
      'a string with a quote and a backslash, quoted as JSON',
      filter('#a = :s', [['#a', 'note']], [[':s', { S: 'say "hi" \\ bye' }]]),
      'note = "say \\"hi\\" \\\\ bye"'
    ],
    ['an empty string', filter('#a <> :s', [['#a', 'note']], [[':s', { S: '' }]]), 'note <> ""'],
    [
      'a number, bare',
      filter('#n > :n', [['#n', 'total']], [[':n', { N: '10.50' }]]),
      'total > 10.50'
    ],
    ['true, bare', filter('#t = :t', [['#t', 'paid']], [[':t', { BOOL: true }]]), 'paid = true'],
    ['false, bare', filter('#t = :t', [['#t', 'paid']], [[':t', { BOOL: false }]]), 'paid = false'],
    ['null, bare', filter('#t = :t', [['#t', 'gone']], [[':t', { NULL: true }]]), 'gone = null'],
    [
      'a binary, quoted',
      filter('#b = :b', [['#b', 'blob']], [[':b', { B: 'AQ==' }]]),
      'blob = "AQ=="'
    ],
    [
      'every placeholder of a longer filter',
      filter(
        '#f0 BETWEEN :f0 AND :f0b AND begins_with(#f1, :f1) AND attribute_exists(#f2)',
        [
          ['#f0', 'total'],
          ['#f1', 'SK'],
          ['#f2', 'due']
        ],
        [
          [':f0', { N: '1' }],
          [':f0b', { N: '9' }],
          [':f1', { S: 'ORDER#' }]
        ]
      ),
      'total BETWEEN 1 AND 9 AND begins_with(SK, "ORDER#") AND attribute_exists(due)'
    ],
    [
      'a placeholder used twice',
      filter(
        '#a = :v OR #b = :v',
        [
          ['#a', 'x'],
          ['#b', 'y']
        ],
        [[':v', { N: '3' }]]
      ),
      'x = 3 OR y = 3'
    ],
    [
      'a path through a #name',
      filter('#l[0].sku = :v', [['#l', 'lines']], [[':v', { S: 'A1' }]]),
      'lines[0].sku = "A1"'
    ],
    [
      'names without placeholders as written, spacing kept',
      filter('a  =   :v', [], [[':v', { N: '1' }]]),
      'a  =   1'
    ],
    [
      'unknown placeholders left as written',
      filter('#a = :x AND #zz = :v', [['#a', 'status']], [[':v', { S: 'OPEN' }]]),
      'status = :x AND #zz = "OPEN"'
    ],
    [
      "a placeholder that is a prefix of another's",
      filter(
        '#a = :a AND #ab = :ab',
        [
          ['#a', 'one'],
          ['#ab', 'two']
        ],
        [
          [':a', { N: '1' }],
          [':ab', { N: '2' }]
        ]
      ),
      'one = 1 AND two = 2'
    ],
    [
      '#__proto__ as an ordinary placeholder',
      filter(
        '#__proto__ = :__proto__',
        [['#__proto__', '__proto__']],
        [[':__proto__', { S: 'p' }]]
      ),
      '__proto__ = "p"'
    ]
  ])('%s', (_name, f, want) => {
    expect(filterText(f)).toBe(want);
  });

  it.each<[string, ReadFilter, number | undefined, string]>([
    [
      'long text cut to 120 by default',
      filter('attribute_exists(#a)', [['#a', 'x'.repeat(200)]]),
      undefined,
      `attribute_exists(${'x'.repeat(120 - 'attribute_exists('.length)}…`
    ],
    [
      'text cut to the given max',
      filter('#a = :s', [['#a', 'status']], [[':s', { S: 'OPEN' }]]),
      8,
      'status =…'
    ],
    [
      'text exactly the max, kept whole',
      filter('#a = :s', [['#a', 'status']], [[':s', { S: 'OPEN' }]]),
      'status = "OPEN"'.length,
      'status = "OPEN"'
    ]
  ])('%s', (_name, f, max, want) => {
    expect(max === undefined ? filterText(f) : filterText(f, max)).toBe(want);
  });
});
