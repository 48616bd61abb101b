import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { ExpressionScope } from '../../../src/core/query/check-expression-tree.ts';
import {
  checkPlaceholders,
  unusedPlaceholders
} from '../../../src/core/query/check-placeholders.ts';

type Names = [string, string][];
type Values = [string, AttributeValue][];

const scope = (
  names: Names,
  values: Values,
  usedNames: string[] = [],
  usedValues: string[] = []
): ExpressionScope => ({
  names: new Map(names),
  values: new Map(values),
  usedNames: new Set(usedNames),
  usedValues: new Set(usedValues)
});

const BAD_VALUE = 'ExpressionAttributeValues contains invalid value: ';

describe('checkPlaceholders', () => {
  it.each<[string, { names: boolean; values: boolean }, Names, Values, string | undefined]>([
    ['both maps absent', { names: false, values: false }, [], [], undefined],
    [
      'good names and values',
      { names: true, values: true },
      [
        ['#a', 'a'],
        ['#B_9', 'b']
      ],
      [
        [':s', { S: '' }],
        [':n', { N: '-12.5E3' }],
        [':b', { B: 'AQ==' }],
        [':t', { BOOL: false }]
      ],
      undefined
    ],
    [
      'names given empty',
      { names: true, values: false },
      [],
      [],
      'ExpressionAttributeNames must not be empty'
    ],
    [
      'values given empty',
      { names: false, values: true },
      [],
      [],
      'ExpressionAttributeValues must not be empty'
    ],
    [
      'empty names before empty values',
      { names: true, values: true },
      [],
      [],
      'ExpressionAttributeNames must not be empty'
    ],
    [
      'a name key with a hyphen',
      { names: true, values: false },
      [['#a-b', 'x']],
      [],
      'ExpressionAttributeNames contains invalid key: Syntax error; key: "#a-b"'
    ],
    [
      'a name key without its #',
      { names: true, values: false },
      [['a', 'x']],
      [],
      'ExpressionAttributeNames contains invalid key: Syntax error; key: "a"'
    ],
    [
      'a bare #',
      { names: true, values: false },
      [['#', 'x']],
      [],
      'ExpressionAttributeNames contains invalid key: Syntax error; key: "#"'
    ],
    [
      'a value key with a space',
      { names: false, values: true },
      [],
      [[':x y', { S: 'a' }]],
      'ExpressionAttributeValues contains invalid key: Syntax error; key: ":x y"'
    ],
    [
      'a value key spelled as a name',
      { names: false, values: true },
      [],
      [['#x', { S: 'a' }]],
      'ExpressionAttributeValues contains invalid key: Syntax error; key: "#x"'
    ],
    [
      'a bad name key before an empty values map',
      { names: true, values: true },
      [['#a.b', 'x']],
      [],
      'ExpressionAttributeNames contains invalid key: Syntax error; key: "#a.b"'
    ],
    [
      'a bad name key before a bad value',
      { names: true, values: true },
      [['#a b', 'x']],
      [[':n', { N: 'x' }]],
      'ExpressionAttributeNames contains invalid key: Syntax error; key: "#a b"'
    ],
    [
      'a Number too large',
      { names: false, values: true },
      [],
      [[':x', { N: '1E+126' }]],
      `${BAD_VALUE}Number overflow. Attempting to store a number with magnitude larger than supported range for key :x`
    ],
    [
      'a Number too small',
      { names: false, values: true },
      [],
      [[':x', { N: '-1E-131' }]],
      `${BAD_VALUE}Number underflow. Attempting to store a number with magnitude smaller than supported range for key :x`
    ],
    [
      'a Number with 39 significant digits',
      { names: false, values: true },
      [],
      [[':x', { N: '1'.repeat(39) }]],
      `${BAD_VALUE}Attempting to store more than 38 significant digits in a Number for key :x`
    ],
    [
      'a Number with 40 significant digits and a fraction',
      { names: false, values: true },
      [],
      [[':x', { N: `${'9'.repeat(20)}.${'9'.repeat(20)}` }]],
      `${BAD_VALUE}Attempting to store more than 38 significant digits in a Number for key :x`
    ],
    [
      'a Number that is not one',
      { names: false, values: true },
      [],
      [[':x', { N: 'abc' }]],
      `${BAD_VALUE}The parameter cannot be converted to a numeric value: abc for key :x`
    ],
    [
      'an empty Number',
      { names: false, values: true },
      [],
      [[':x', { N: '' }]],
      `${BAD_VALUE}The parameter cannot be converted to a numeric value for key :x`
    ],
    [
      'bad base64 in a Binary',
      { names: false, values: true },
      [],
      [[':x', { B: 'A' }]],
      `${BAD_VALUE}Invalid base64 in binary value: A for key :x`
    ],
    [
      'the first bad value, in order',
      { names: false, values: true },
      [],
      [
        [':ok', { N: '1' }],
        [':a', { B: '!!' }],
        [':b', { N: 'x' }]
      ],
      `${BAD_VALUE}Invalid base64 in binary value: !! for key :a`
    ],
    [
      'a bad key before a later bad value',
      { names: false, values: true },
      [],
      [
        [':a-b', { S: 'x' }],
        [':n', { N: 'x' }]
      ],
      'ExpressionAttributeValues contains invalid key: Syntax error; key: ":a-b"'
    ]
  ])('%s', (_name, given, names, values, want) => {
    expect(checkPlaceholders(given, scope(names, values))).toBe(want);
  });

  it.each<[string, AttributeValue]>([
    ['38 significant digits', { N: '9'.repeat(38) }],
    ['the largest magnitude', { N: `9.${'9'.repeat(37)}E+125` }],
    ['the smallest magnitude', { N: '-1E-130' }],
    ['zero', { N: '-0.0' }],
    ['empty base64', { B: '' }]
  ])('takes %s', (_name, v) => {
    expect(checkPlaceholders({ names: false, values: true }, scope([], [[':x', v]]))).toBe(
      undefined
    );
  });
});

describe('unusedPlaceholders', () => {
  it.each<[string, ExpressionScope, string | undefined]>([
    ['nothing given', scope([], []), undefined],
    ['all used', scope([['#a', 'a']], [[':v', { S: 'v' }]], ['#a'], [':v']), undefined],
    [
      'an unused value',
      scope([['#a', 'a']], [[':x', { S: 'v' }]], ['#a'], []),
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}'
    ],
    [
      'an unused name',
      scope([['#a', 'a']], [[':x', { S: 'v' }]], [], [':x']),
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}'
    ],
    [
      'names before values',
      scope([['#a', 'a']], [[':x', { S: 'v' }]]),
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}'
    ],
    [
      'every unused name, in the order given',
      scope(
        [
          ['#c', 'c'],
          ['#a', 'a'],
          ['#b', 'b']
        ],
        [],
        ['#a']
      ),
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#c, #b}'
    ],
    [
      'every unused value',
      scope(
        [],
        [
          [':x', { S: 'v' }],
          [':y', { N: '1' }]
        ]
      ),
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x, :y}'
    ]
  ])('%s', (_name, s, want) => {
    expect(unusedPlaceholders(s)).toBe(want);
  });
});
