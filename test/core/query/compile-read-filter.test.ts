import { describe, expect, it } from 'vitest';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import { compileReadFilter } from '../../../src/core/query/compile-read-filter.ts';
import { evaluateFilter } from '../../../src/core/query/evaluate-filter.ts';
import type { ReadFilter } from '../../../src/core/query/read-filter.ts';

const filter = (
  expression: string,
  names: [string, string][] = [],
  values: [string, AttributeValue][] = []
): ReadFilter => ({ expression, names, values });

const map = (entries: [string, AttributeValue][]): AttributeMap => {
  const m = emptyMap();
  for (const [k, v] of entries) m[k] = v;
  return m;
};

const messageOf = (f: ReadFilter): string => {
  const r = compileReadFilter(f);
  if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(f)}`);
  return r.message;
};

describe('compileReadFilter', () => {
  it('compiles a valid filter into its tree and the scope it resolves through', () => {
    const r = compileReadFilter(
      filter(
        '#s = :s AND size(#l) > :n',
        [
          ['#s', 'status'],
          ['#l', 'lines']
        ],
        [
          [':s', { S: 'OPEN' }],
          [':n', { N: '2' }]
        ]
      )
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.filter.root.t).toBe('and');
    expect(r.filter.root.args.map((a) => a.t)).toEqual(['cmp', 'cmp']);
    expect([...r.filter.scope.names]).toEqual([
      ['#s', 'status'],
      ['#l', 'lines']
    ]);
    expect([...r.filter.scope.values]).toEqual([
      [':s', { S: 'OPEN' }],
      [':n', { N: '2' }]
    ]);
    expect([...r.filter.scope.usedNames].sort()).toEqual(['#l', '#s']);
    expect([...r.filter.scope.usedValues].sort()).toEqual([':n', ':s']);
  });

  it.each<[string, ReadFilter, AttributeMap, boolean]>([
    [
      'a match',
      filter('#s = :s', [['#s', 'status']], [[':s', { S: 'OPEN' }]]),
      map([['status', { S: 'OPEN' }]]),
      true
    ],
    [
      'a miss',
      filter('#s = :s', [['#s', 'status']], [[':s', { S: 'OPEN' }]]),
      map([['status', { S: 'SHUT' }]]),
      false
    ],
    [
      'a filter with no placeholders',
      filter('attribute_exists(due)'),
      map([['due', { S: '2024' }]]),
      true
    ]
  ])('the compiled tree evaluates: %s', (_name, f, item, want) => {
    const r = compileReadFilter(f);
    if (!r.ok) throw new Error(r.message);
    expect(evaluateFilter(r.filter.root, item, r.filter.scope)).toBe(want);
  });

  it.each<[string, ReadFilter, string]>([
    [
      'a name given twice',
      filter(
        '#a = :a',
        [
          ['#a', 'x'],
          ['#a', 'y']
        ],
        [[':a', { S: 'v' }]]
      ),
      'ExpressionAttributeNames gives "#a" twice; keep one'
    ],
    [
      'a value given twice',
      filter(
        '#a = :a',
        [['#a', 'x']],
        [
          [':a', { S: 'v' }],
          [':a', { S: 'w' }]
        ]
      ),
      'ExpressionAttributeValues gives ":a" twice; keep one'
    ],
    [
      'a name twice before a value twice',
      filter(
        '#a = :a',
        [
          ['#a', 'x'],
          ['#a', 'x']
        ],
        [
          [':a', { S: 'v' }],
          [':a', { S: 'v' }]
        ]
      ),
      'ExpressionAttributeNames gives "#a" twice; keep one'
    ],
    [
      'a repeat before a bad key',
      filter(
        'a = :a',
        [],
        [
          [':a b', { S: 'v' }],
          [':a', { S: 'v' }],
          [':a', { S: 'v' }]
        ]
      ),
      'ExpressionAttributeValues gives ":a" twice; keep one'
    ],
    [
      'a bad placeholder key before the syntax',
      filter('a = ', [['#a-b', 'x']]),
      'ExpressionAttributeNames contains invalid key: Syntax error; key: "#a-b"'
    ],
    [
      'a bad value before the syntax',
      filter('a = ', [], [[':n', { N: '1E+126' }]]),
      'ExpressionAttributeValues contains invalid value: Number overflow. Attempting to store a number with magnitude larger than supported range for key :n'
    ],
    [
      'a syntax error',
      filter('a = '),
      'Invalid FilterExpression: Syntax error; token: "<EOF>", near: "= "'
    ],
    [
      'an empty expression',
      filter(''),
      'Invalid FilterExpression: The expression can not be empty;'
    ],
    [
      'an undefined #name',
      filter('#a = :b', [], [[':b', { S: 'x' }]]),
      'Invalid FilterExpression: An expression attribute name used in the document path is not defined; attribute name: #a'
    ],
    [
      'an undefined :value',
      filter('a = :b'),
      'Invalid FilterExpression: An expression attribute value used in expression is not defined; attribute value: :b'
    ],
    [
      'a reserved word',
      filter('status = :s', [], [[':s', { S: 'x' }]]),
      'Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: status'
    ],
    [
      'an unused value',
      filter(
        'a = :b',
        [],
        [
          [':b', { S: 'x' }],
          [':x', { S: 'y' }]
        ]
      ),
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}'
    ],
    [
      'an unused name',
      filter('a = :b', [['#u', 'u']], [[':b', { S: 'x' }]]),
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#u}'
    ]
  ])('refuses %s', (_name, f, message) => {
    expect(messageOf(f)).toBe(message);
  });

  it.each<[string, ReadFilter, AttributeMap]>([
    [
      '#__proto__ naming __proto__',
      filter('#__proto__ = :v', [['#__proto__', '__proto__']], [[':v', { S: 'p' }]]),
      map([['__proto__', { S: 'p' }]])
    ],
    [
      '#constructor and :__proto__',
      filter(
        '#constructor = :__proto__',
        [['#constructor', 'constructor']],
        [[':__proto__', { N: '1' }]]
      ),
      map([['constructor', { N: '1' }]])
    ],
    [
      '#toString naming hasOwnProperty',
      filter('attribute_exists(#toString)', [['#toString', 'hasOwnProperty']]),
      map([['hasOwnProperty', { BOOL: true }]])
    ]
  ])('treats %s as ordinary placeholders', (_name, f, item) => {
    const r = compileReadFilter(f);
    if (!r.ok) throw new Error(r.message);
    expect(evaluateFilter(r.filter.root, item, r.filter.scope)).toBe(true);
    expect(evaluateFilter(r.filter.root, emptyMap(), r.filter.scope)).toBe(false);
  });

  it('does not let a #__proto__ placeholder stand for an undefined one', () => {
    expect(messageOf(filter('#__proto__ = :v', [], [[':v', { S: 'p' }]]))).toBe(
      'Invalid FilterExpression: An expression attribute name used in the document path is not defined; attribute name: #__proto__'
    );
  });
});
