import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttributeValue, KeyValue } from '../../../src/core/model/attribute-value.ts';
import type { SortKeyOperator } from '../../../src/core/model/design.ts';
import { encodeBase64, compareBytes, decodeBase64 } from '../../../src/core/keys/base64.ts';
import { compareUtf8 } from '../../../src/core/keys/compare-utf8.ts';
import { compareNumberText } from '../../../src/core/keys/decimal.ts';
import {
  parseKeyCondition,
  type KeyConditionInput
} from '../../../src/core/query/parse-key-condition.ts';
import { isReservedWord } from '../../../src/core/query/reserved-words.ts';

const PK = { name: 'PK', type: 'S' as const };
const SK = { name: 'SK', type: 'S' as const };
const p = { S: 'S#0' };
const a = { S: 'ITEM#004' };
const b = { S: 'ITEM#024' };
const KCE = 'Invalid KeyConditionExpression: ';

function run(
  expression: string,
  values?: Record<string, AttributeValue>,
  names?: Record<string, string>,
  keys: Partial<Pick<KeyConditionInput, 'partitionKey' | 'sortKey'>> = {}
) {
  const schema = 'partitionKey' in keys ? keys : { partitionKey: PK, sortKey: SK, ...keys };
  return parseKeyCondition({ expression, values, names, partitionKey: PK, ...schema });
}

function errorOf(...args: Parameters<typeof run>): string {
  const r = run(...args);
  if (r.ok) throw new Error(`expected an error, got ${JSON.stringify(r.condition)}`);
  expect(r.error.name).toBe('ValidationException');
  return r.error.message;
}

describe('parseKeyCondition accepts every DynamoDB key condition form', () => {
  type Case = [string, Record<string, AttributeValue>, Record<string, string> | undefined, unknown];
  const cases: Case[] = [
    ['PK = :p', { ':p': p }, undefined, { partitionValue: p }],
    [
      'PK = :p AND SK = :a',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '=', value: a } }
    ],
    [
      'PK = :p AND SK < :a',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '<', value: a } }
    ],
    [
      'PK = :p AND SK <= :a',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '<=', value: a } }
    ],
    [
      'PK = :p AND SK > :a',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '>', value: a } }
    ],
    [
      'PK = :p AND SK >= :a',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '>=', value: a } }
    ],
    [
      'PK = :p AND SK BETWEEN :a AND :b',
      { ':p': p, ':a': a, ':b': b },
      undefined,
      { partitionValue: p, sort: { operator: 'BETWEEN', value: a, upper: b } }
    ],
    [
      'PK = :p AND begins_with(SK, :a)',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: 'begins_with', value: a } }
    ],
    // either condition order
    [
      'SK > :a AND PK = :p',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '>', value: a } }
    ],
    [
      'begins_with(SK, :a) AND PK = :p',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: 'begins_with', value: a } }
    ],
    // value first: the comparison is mirrored
    [
      ':p = PK AND :a < SK',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '>', value: a } }
    ],
    [
      ':a >= SK AND :p = PK',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '<=', value: a } }
    ],
    // brackets around the whole and around each condition or operand
    [
      '(PK = :p AND SK = :a)',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '=', value: a } }
    ],
    [
      '((SK = :a) AND (PK = :p))',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: '=', value: a } }
    ],
    ['(PK) = (:p)', { ':p': p }, undefined, { partitionValue: p }],
    // placeholders, keyword case and whitespace
    [
      '#k = :p AND #s BETWEEN :a AND :b',
      { ':p': p, ':a': a, ':b': b },
      { '#k': 'PK', '#s': 'SK' },
      { partitionValue: p, sort: { operator: 'BETWEEN', value: a, upper: b } }
    ],
    [
      '\tPK=:p\nand  SK  BeTwEeN :a aNd :b ',
      { ':p': p, ':a': a, ':b': b },
      undefined,
      { partitionValue: p, sort: { operator: 'BETWEEN', value: a, upper: b } }
    ],
    [
      'PK = :p AND begins_with ( SK , :a )',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: 'begins_with', value: a } }
    ],
    // prototype-named placeholders are plain keys
    [
      '#constructor = :__proto__',
      { ':__proto__': p },
      { '#constructor': 'PK' },
      { partitionValue: p }
    ],
    [
      'PK = :p AND SK BETWEEN :a AND :a',
      { ':p': p, ':a': a },
      undefined,
      { partitionValue: p, sort: { operator: 'BETWEEN', value: a, upper: a } }
    ]
  ];
  it.each(cases)('%s', (expression, values, names, condition) => {
    expect(run(expression, values, names)).toEqual({ ok: true, condition });
  });

  it('reads N and B keys and keeps numbers as written', () => {
    const keys = {
      partitionKey: { name: 'g', type: 'N' as const },
      sortKey: { name: 'num', type: 'B' as const }
    };
    const values = { ':p': { N: '1.50' }, ':a': { B: 'AAE=' }, ':b': { B: '/w==' } };
    expect(run('g = :p AND num BETWEEN :a AND :b', values, undefined, keys)).toEqual({
      ok: true,
      condition: {
        partitionValue: { N: '1.50' },
        sort: { operator: 'BETWEEN', value: { B: 'AAE=' }, upper: { B: '/w==' } }
      }
    });
  });

  it('queries a table without a sort key', () => {
    expect(run('PK = :p', { ':p': p }, undefined, { partitionKey: PK })).toEqual({
      ok: true,
      condition: { partitionValue: p }
    });
  });
});

describe('parseKeyCondition refuses what DynamoDB refuses, in its words', () => {
  // From test/fixtures/query-vectors/expected-queries.json (answers of DynamoDB Local).
  it.each([
    ['S#0', 'ITEM#024', 'ITEM#004'],
    ['S#1', 'ITEM#017', 'ITEM#001']
  ])('fixture: BETWEEN with lower > upper in partition %s', (part, low, high) => {
    const values = { ':p': { S: part }, ':a': { S: low }, ':b': { S: high } };
    expect(errorOf('PK = :p AND SK BETWEEN :a AND :b', values)).toBe(
      `Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:${low}}, upper bound operand: AttributeValue: {S:${high}}`
    );
  });

  const between = (low: string, high: string) =>
    `${KCE}The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: ${low}, upper bound operand: AttributeValue: ${high}`;
  const v = { ':p': p, ':a': a, ':b': b };
  type Case = [
    string,
    string,
    Record<string, AttributeValue> | undefined,
    Record<string, string> | undefined,
    string
  ];
  const cases: Case[] = [
    [
      'N bounds compare as exact decimals',
      'PK = :p AND SK BETWEEN :a AND :b',
      { ':p': p, ':a': { N: '10' }, ':b': { N: '9.99999999999999999999999999999999' } },
      undefined,
      between('{N:10}', '{N:9.99999999999999999999999999999999}')
    ],
    [
      'S bounds compare as UTF-8 bytes',
      'PK = :p AND SK BETWEEN :a AND :b',
      { ':p': p, ':a': { S: '😀' }, ':b': { S: '\uffff' } },
      undefined,
      between('{S:😀}', '{S:\uffff}')
    ],
    [
      'B bounds compare as unsigned bytes',
      'PK = :p AND SK BETWEEN :a AND :b',
      { ':p': p, ':a': { B: '/w==' }, ':b': { B: 'AQ==' } },
      undefined,
      between('{B:/w==}', '{B:AQ==}')
    ],
    [
      'BETWEEN bounds of two types',
      'PK = :p AND SK BETWEEN :a AND :b',
      { ':p': p, ':a': { N: '1' }, ':b': { S: 'a' } },
      undefined,
      `${KCE}The BETWEEN operator requires same data type for lower and upper bounds; lower bound operand: AttributeValue: {N:1}, upper bound operand: AttributeValue: {S:a}`
    ],
    ['empty expression', '', { ':p': p }, undefined, `${KCE}The expression can not be empty;`],
    [
      'missing right operand',
      'PK = ',
      { ':p': p },
      undefined,
      `${KCE}Syntax error; token: "<EOF>", near: "= "`
    ],
    [
      'dangling AND',
      'PK = :p AND',
      { ':p': p },
      undefined,
      `${KCE}Syntax error; token: "<EOF>", near: "AND"`
    ],
    [
      'a character DynamoDB has no token for',
      'CourseId-Index = :p',
      { ':p': p },
      undefined,
      `${KCE}Syntax error; token: "-", near: "CourseId-Index"`
    ],
    [
      'a name starting with _',
      'PK = :p AND __typename = :a',
      { ':p': p, ':a': a },
      undefined,
      `${KCE}Syntax error; token: "_", near: "AND __"`
    ],
    [
      '!=',
      'PK = :p AND SK != :a',
      { ':p': p, ':a': a },
      undefined,
      `${KCE}Syntax error; token: "!", near: "SK !="`
    ],
    ['a bare name', 'PK', undefined, undefined, `${KCE}Syntax error; token: "<EOF>", near: "PK"`],
    [
      'a keyword as a name',
      'PK = :p AND and = :a',
      { ':p': p, ':a': a },
      undefined,
      `${KCE}Syntax error; token: "and", near: "AND and ="`
    ],
    [
      'redundant brackets',
      '((PK = :p))',
      { ':p': p },
      undefined,
      `${KCE}The expression has redundant parentheses;`
    ],
    [
      'reserved word as a name',
      'name = :p',
      { ':p': p },
      undefined,
      `${KCE}Attribute name is a reserved keyword; reserved keyword: name`
    ],
    [
      'begins_with is case-sensitive',
      'PK = :p AND BEGINS_WITH(SK, :a)',
      { ':p': p, ':a': a },
      undefined,
      `${KCE}Invalid function name; function: BEGINS_WITH`
    ],
    [
      'unknown function',
      'PK = :p AND dog(SK, :a)',
      { ':p': p, ':a': a },
      undefined,
      `${KCE}Invalid function name; function: dog`
    ],
    [
      'begins_with with one operand',
      'PK = :p AND begins_with(SK)',
      { ':p': p },
      undefined,
      `${KCE}Incorrect number of operands for operator or function; operator or function: begins_with, number of operands: 1`
    ],
    [
      'begins_with on a number',
      'PK = :p AND begins_with(SK, :a)',
      { ':p': p, ':a': { N: '1' } },
      undefined,
      `${KCE}Incorrect operand type for operator or function; operator or function: begins_with, operand type: N`
    ],
    [
      'undefined value',
      'PK = :p AND SK = :x',
      { ':p': p },
      undefined,
      `${KCE}An expression attribute value used in expression is not defined; attribute value: :x`
    ],
    [
      'undefined name',
      '#x = :p',
      { ':p': p },
      { '#y': 'PK' },
      `${KCE}An expression attribute name used in the document path is not defined; attribute name: #x`
    ],
    [
      'no values at all',
      'PK = :p',
      undefined,
      undefined,
      `${KCE}An expression attribute value used in expression is not defined; attribute value: :p`
    ],
    [
      'a value named :__proto__ that was not given',
      'PK = :__proto__',
      { ':p': p },
      undefined,
      `${KCE}An expression attribute value used in expression is not defined; attribute value: :__proto__`
    ],
    [
      'unused value',
      'PK = :p',
      { ':p': p, ':x': a },
      undefined,
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}'
    ],
    [
      'unused names',
      'PK = :p',
      { ':p': p },
      { '#x': 'a', '#y': 'b' },
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#x, #y}'
    ],
    ['empty names map', 'PK = :p', { ':p': p }, {}, 'ExpressionAttributeNames must not be empty'],
    ['empty values map', 'PK = :p', {}, undefined, 'ExpressionAttributeValues must not be empty'],
    [
      'value key without colon',
      'PK = :p',
      { ':p': p, x: a },
      undefined,
      'ExpressionAttributeValues contains invalid key: Syntax error; key: "x"'
    ],
    [
      'name key without #',
      'PK = :p',
      { ':p': p },
      { pk: 'PK' },
      'ExpressionAttributeNames contains invalid key: Syntax error; key: "pk"'
    ],
    [
      'a value that is not a number',
      'PK = :p',
      { ':p': { N: 'abc' } },
      undefined,
      'ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric value: abc for key :p'
    ],
    [
      'OR',
      'PK = :p OR SK = :a',
      { ':p': p, ':a': a },
      undefined,
      'Invalid operator used in KeyConditionExpression: OR'
    ],
    [
      'NOT',
      'NOT SK = :a AND PK = :p',
      { ':p': p, ':a': a },
      undefined,
      'Invalid operator used in KeyConditionExpression: NOT'
    ],
    [
      '<>',
      'PK = :p AND SK <> :a',
      { ':p': p, ':a': a },
      undefined,
      'Invalid operator used in KeyConditionExpression: <>'
    ],
    [
      'IN',
      'PK = :p AND SK IN (:a, :b)',
      v,
      undefined,
      'Invalid operator used in KeyConditionExpression: IN'
    ],
    [
      'attribute_exists',
      'PK = :p AND attribute_exists(SK)',
      { ':p': p },
      undefined,
      'Invalid operator used in KeyConditionExpression: attribute_exists'
    ],
    [
      'contains',
      'PK = :p AND contains(SK, :a)',
      { ':p': p, ':a': a },
      undefined,
      'Invalid operator used in KeyConditionExpression: contains'
    ],
    [
      'size',
      'PK = :p AND size(SK) > :a',
      { ':p': p, ':a': { N: '1' } },
      undefined,
      'KeyConditionExpressions cannot contain nested operations'
    ],
    [
      'nested attribute',
      'PK = :p AND SK.x = :a',
      { ':p': p, ':a': a },
      undefined,
      'KeyConditionExpressions cannot have conditions on nested attributes'
    ],
    [
      'two attributes',
      'PK = SK',
      undefined,
      undefined,
      'Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition'
    ],
    [
      'two values',
      ':p = :a',
      { ':p': p, ':a': a },
      undefined,
      'Invalid condition in KeyConditionExpression: No key attribute specified'
    ],
    [
      'BETWEEN on a value',
      'PK = :p AND :a BETWEEN SK AND :b',
      v,
      undefined,
      'Invalid condition in KeyConditionExpression: BETWEEN operator must have the key attribute as its first operand'
    ],
    [
      'begins_with on a value',
      'PK = :p AND begins_with(:a, SK)',
      { ':p': p, ':a': a },
      undefined,
      'Invalid condition in KeyConditionExpression: begins_with operator must have the key attribute as its first operand'
    ],
    [
      'two conditions on the sort key',
      'PK = :p AND SK > :a AND SK < :b',
      v,
      undefined,
      'KeyConditionExpressions must only contain one condition per key'
    ],
    [
      'two conditions on the partition key',
      'PK = :p AND PK = :p',
      { ':p': p },
      undefined,
      'KeyConditionExpressions must only contain one condition per key'
    ],
    [
      'three conditions',
      'PK = :p AND SK > :a AND x = :b',
      v,
      undefined,
      'Conditions can be of length 1 or 2 only'
    ],
    [
      'no partition key',
      'SK = :a',
      { ':a': a },
      undefined,
      'Query condition missed key schema element: PK'
    ],
    [
      'non-key attribute alone',
      'x = :p',
      { ':p': p },
      undefined,
      'Query condition missed key schema element: PK'
    ],
    [
      'non-key attribute with the partition key',
      'PK = :p AND x = :a',
      { ':p': p, ':a': a },
      undefined,
      'Query condition missed key schema element: SK'
    ],
    ['partition key not =', 'PK > :p', { ':p': p }, undefined, 'Query key condition not supported'],
    [
      'partition key begins_with',
      'begins_with(PK, :p)',
      { ':p': p },
      undefined,
      'Query key condition not supported'
    ],
    [
      'partition value of the wrong type',
      'PK = :p',
      { ':p': { N: '1' } },
      undefined,
      'One or more parameter values were invalid: Condition parameter type does not match schema type'
    ],
    [
      'sort value of the wrong type',
      'PK = :p AND SK < :a',
      { ':p': p, ':a': { B: 'AQ==' } },
      undefined,
      'One or more parameter values were invalid: Condition parameter type does not match schema type'
    ],
    [
      'empty partition value',
      'PK = :p',
      { ':p': { S: '' } },
      undefined,
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: PK'
    ]
  ];
  it.each(cases)('%s', (_, expression, values, names, message) => {
    expect(errorOf(expression, values, names)).toBe(message);
  });

  it('refuses a second condition on a table without a sort key', () => {
    const keys = { partitionKey: PK };
    expect(errorOf('PK = :p AND SK = :a', { ':p': p, ':a': a }, undefined, keys)).toBe(
      'Query key condition not supported'
    );
  });

  it('refuses begins_with on a number sort key with a number prefix', () => {
    const keys = { partitionKey: PK, sortKey: { name: 'n', type: 'N' as const } };
    expect(
      errorOf('PK = :p AND begins_with(n, :a)', { ':p': p, ':a': { N: '1' } }, undefined, keys)
    ).toBe(
      `${KCE}Incorrect operand type for operator or function; operator or function: begins_with, operand type: N`
    );
  });
});

describe('parseKeyCondition round-trips rendered conditions', () => {
  type KeyType = 'S' | 'N' | 'B';
  const keyName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
  const valueOf = (type: KeyType): fc.Arbitrary<KeyValue> =>
    type === 'S'
      ? fc.string({ minLength: 1, maxLength: 6, unit: 'grapheme' }).map((S) => ({ S }))
      : type === 'N'
        ? fc
            .tuple(
              fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
              fc.integer({ min: 0, max: 30 })
            )
            .map(([n, scale]) => {
              const digits = (n < 0n ? -n : n)
                .toString()
                .slice(0, 38)
                .padStart(scale + 1, '0');
              const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
              return { N: `${n < 0n ? '-' : ''}${text}` };
            })
        : fc
            .uint8Array({ minLength: 1, maxLength: 6 })
            .map((bytes) => ({ B: encodeBase64(bytes) }));
  const compare = (x: KeyValue, y: KeyValue): number =>
    'S' in x && 'S' in y
      ? compareUtf8(x.S, y.S)
      : 'N' in x && 'N' in y
        ? compareNumberText(x.N, y.N)
        : compareBytes(
            decodeBase64((x as { B: string }).B) ?? new Uint8Array(),
            decodeBase64((y as { B: string }).B) ?? new Uint8Array()
          );

  const scenario = fc
    .record({
      pk: keyName,
      sk: keyName,
      pkType: fc.constantFrom<KeyType>('S', 'N', 'B'),
      skType: fc.constantFrom<KeyType>('S', 'N', 'B'),
      op: fc.constantFrom<SortKeyOperator | 'none'>(
        'none',
        '=',
        '<',
        '<=',
        '>',
        '>=',
        'BETWEEN',
        'begins_with'
      ),
      usePlaceholders: fc.boolean(),
      sortFirst: fc.boolean(),
      valueFirst: fc.boolean(),
      brackets: fc.boolean(),
      and: fc.constantFrom('AND', 'and', 'AnD'),
      space: fc.constantFrom(' ', '  ', '\n', '\t ')
    })
    .filter((s) => s.pk !== s.sk && !(s.op === 'begins_with' && s.skType === 'N'))
    .chain((s) =>
      fc.record({
        s: fc.constant(s),
        pv: valueOf(s.pkType),
        v1: valueOf(s.skType),
        v2: valueOf(s.skType)
      })
    );

  it('renders then parses to the same structure', () => {
    fc.assert(
      fc.property(scenario, ({ s, pv, v1, v2 }) => {
        const [low, high] = compare(v1, v2) <= 0 ? [v1, v2] : [v2, v1];
        const names: Record<string, string> = {};
        const ref = (name: string, ph: string): string => {
          if (!s.usePlaceholders && !isReservedWord(name)) return name;
          names[ph] = name;
          return ph;
        };
        const _ = s.space;
        const wrap = (t: string) => (s.brackets ? `(${_}${t}${_})` : t);
        const pkCond = wrap(
          s.valueFirst ? `:pv${_}=${_}${ref(s.pk, '#pk')}` : `${ref(s.pk, '#pk')}${_}=${_}:pv`
        );
        const values: Record<string, AttributeValue> = { ':pv': pv };
        let skCond = '';
        let sort: unknown;
        if (s.op !== 'none') {
          const skRef = ref(s.sk, '#sk');
          values[':v1'] = s.op === 'BETWEEN' ? low : v1;
          if (s.op === 'BETWEEN') {
            values[':v2'] = high;
            skCond = `${skRef} BETWEEN${_}:v1 ${s.and} :v2`;
            sort = { operator: 'BETWEEN', value: low, upper: high };
          } else if (s.op === 'begins_with') {
            skCond = `begins_with(${_}${skRef},${_}:v1)`;
            sort = { operator: 'begins_with', value: v1 };
          } else {
            const mirror: Record<string, string> = {
              '=': '=',
              '<': '>',
              '<=': '>=',
              '>': '<',
              '>=': '<='
            };
            skCond = s.valueFirst
              ? `:v1${_}${mirror[s.op]}${_}${skRef}`
              : `${skRef}${_}${s.op}${_}:v1`;
            sort = { operator: s.op, value: v1 };
          }
        }
        const conds = skCond
          ? s.sortFirst
            ? [wrap(skCond), pkCond]
            : [pkCond, wrap(skCond)]
          : [pkCond];
        const expression = conds.join(`${_}${s.and}${_}`);
        const result = parseKeyCondition({
          expression,
          values,
          names: Object.keys(names).length ? names : undefined,
          partitionKey: { name: s.pk, type: s.pkType },
          sortKey: { name: s.sk, type: s.skType }
        });
        expect(result).toEqual({
          ok: true,
          condition: sort ? { partitionValue: pv, sort } : { partitionValue: pv }
        });
      }),
      { numRuns: 500 }
    );
  });
});
