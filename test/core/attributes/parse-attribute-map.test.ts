import { describe, expect, it } from 'vitest';
import { parseAttributeMap, parseValue } from '../../../src/core/attributes/parse-attribute-map.ts';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { Finding } from '../../../src/core/model/finding.ts';

function read(json: string, path = '$'): { item: AttributeMap | null; findings: Finding[] } {
  const findings: Finding[] = [];
  const item = parseAttributeMap(JSON.parse(json) as unknown, path, findings);
  return { item, findings };
}

/** Plain-object copy, so `toEqual` compares contents and not prototypes. */
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

describe('parseAttributeMap', () => {
  it.each<{ json: string; value: AttributeValue }>([
    { json: '{"S": "hello"}', value: { S: 'hello' } },
    { json: '{"S": ""}', value: { S: '' } },
    { json: '{"N": "-1.5E3"}', value: { N: '-1.5E3' } },
    { json: '{"N": 42}', value: { N: '42' } },
    { json: '{"N": -9007199254740991}', value: { N: '-9007199254740991' } },
    { json: '{"B": "AQID"}', value: { B: 'AQID' } },
    { json: '{"B": ""}', value: { B: '' } },
    { json: '{"BOOL": true}', value: { BOOL: true } },
    { json: '{"BOOL": false}', value: { BOOL: false } },
    { json: '{"NULL": true}', value: { NULL: true } },
    { json: '{"L": []}', value: { L: [] } },
    { json: '{"L": [{"S": "a"}, {"N": "1"}]}', value: { L: [{ S: 'a' }, { N: '1' }] } },
    { json: '{"M": {}}', value: { M: {} } },
    { json: '{"M": {"a": {"BOOL": true}}}', value: { M: { a: { BOOL: true } } } },
    { json: '{"SS": ["a", "b"]}', value: { SS: ['a', 'b'] } },
    { json: '{"NS": ["1", "2.5", 3]}', value: { NS: ['1', '2.5', '3'] } },
    { json: '{"BS": ["AQ==", "Ag=="]}', value: { BS: ['AQ==', 'Ag=='] } },
    {
      json: '{"M": {"l": {"L": [{"M": {"x": {"NS": ["1"]}}}, {"L": [{"NULL": true}]}]}}}',
      value: { M: { l: { L: [{ M: { x: { NS: ['1'] } } }, { L: [{ NULL: true }] }] } } }
    }
  ])('reads the attribute value $json', ({ json, value }) => {
    const { item, findings } = read(`{"a": ${json}}`);
    expect(findings).toEqual([]);
    expect(plain(item)).toEqual({ a: value });
  });

  it('keeps number and binary text exactly as written', () => {
    const { item } = read('{"n": {"N": "00100.50"}, "b": {"B": "QQ"}}');
    expect(item?.['n']).toEqual({ N: '00100.50' });
    expect(item?.['b']).toEqual({ B: 'QQ' });
  });

  it('returns null-prototype maps, at the top and in nested M values', () => {
    const { item } = read('{"m": {"M": {"x": {"S": "y"}}}}');
    expect(Object.getPrototypeOf(item)).toBeNull();
    const m = item?.['m'];
    expect(m && 'M' in m ? Object.getPrototypeOf(m.M) : 'no map').toBeNull();
  });

  it('keeps __proto__ and constructor as ordinary own attributes and leaves Object.prototype clean', () => {
    const { item, findings } = read(
      '{"__proto__": {"S": "polluted"}, "constructor": {"N": "1"}, "toString": {"BOOL": true},' +
        ' "m": {"M": {"__proto__": {"S": "deep"}, "isAdmin": {"BOOL": true}}}}'
    );
    expect(findings).toEqual([]);
    expect(item).not.toBeNull();
    expect(Object.keys(item!)).toEqual(['__proto__', 'constructor', 'toString', 'm']);
    expect(Object.getOwnPropertyDescriptor(item, '__proto__')?.value).toEqual({ S: 'polluted' });
    expect(Object.getOwnPropertyDescriptor(item, 'constructor')?.value).toEqual({ N: '1' });
    const m = item!['m'];
    const inner = m && 'M' in m ? m.M : undefined;
    expect(Object.getOwnPropertyDescriptor(inner, '__proto__')?.value).toEqual({ S: 'deep' });
    expect(Object.getPrototypeOf(inner)).toBeNull();
    // Nothing leaked onto Object.prototype.
    const probe = {} as Record<string, unknown>;
    expect(probe['S']).toBeUndefined();
    expect(probe['isAdmin']).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'S')).toBe(false);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it.each([
    { json: '"x"', got: 'the string "x"' },
    { json: '[]', got: 'an array' },
    { json: 'null', got: 'null' },
    { json: '42', got: 'number 42' }
  ])('refuses a non-object item $json at its path', ({ json, got }) => {
    const { item, findings } = read(json, '$.items[3]');
    expect(item).toBeNull();
    expect(findings).toEqual([
      {
        severity: 'error',
        code: 'item.not-object',
        message: `expected an item object in DynamoDB JSON, got ${got}`,
        path: '$.items[3]'
      }
    ]);
  });

  it('refuses an empty attribute name and keeps the rest of the item', () => {
    const { item, findings } = read('{"": {"S": "x"}, "ok": {"S": "y"}}');
    expect(plain(item)).toEqual({ ok: { S: 'y' } });
    expect(findings).toEqual([
      {
        severity: 'error',
        code: 'attribute.empty-name',
        message: 'an attribute name is empty; DynamoDB names need at least 1 character',
        path: '$[""]'
      }
    ]);
  });

  it.each([
    { json: '{"SS": []}', tag: 'SS' },
    { json: '{"NS": []}', tag: 'NS' },
    { json: '{"BS": []}', tag: 'BS' }
  ])('refuses the empty set $json and drops the attribute', ({ json, tag }) => {
    const { item, findings } = read(`{"s": ${json}, "k": {"S": "kept"}}`, '$.items[0]');
    expect(plain(item)).toEqual({ k: { S: 'kept' } });
    expect(findings).toEqual([
      {
        severity: 'error',
        code: 'set.empty',
        message: 'an empty set; DynamoDB does not allow empty sets — remove the attribute instead',
        path: `$.items[0].s.${tag}`
      }
    ]);
  });

  it('refuses a set that repeats a value, as DynamoDB does, and keeps it', () => {
    const { item, findings } = read('{"s": {"SS": ["a", "b", "a"]}}');
    expect(plain(item)).toEqual({ s: { SS: ['a', 'b', 'a'] } });
    expect(findings).toEqual([
      {
        severity: 'error',
        code: 'set.duplicate',
        message:
          'the set repeats "a" (at [0] and [2]); DynamoDB refuses a set with a value twice ("Input collection contains duplicates") — remove one',
        path: '$.s.SS[2]'
      }
    ]);
  });

  it.each([
    [
      'NS by value',
      '{"n": {"NS": ["1", "1.0"]}}',
      '$.n.NS[1]',
      /holds "1" and "1.0", which are the same number/
    ],
    [
      'NS in other spellings',
      '{"n": {"NS": ["100", "2", "1E+2"]}}',
      '$.n.NS[2]',
      /"100" and "1E\+2"/
    ],
    ['NS with a bare JSON number', '{"n": {"NS": [7, "7.00"]}}', '$.n.NS[1]', /"7" and "7.00"/],
    ['BS by bytes', '{"b": {"BS": ["AAE=", "AAE="]}}', '$.b.BS[1]', /repeats "AAE="/],
    [
      'SS by exact text only',
      '{"s": {"SS": ["é", "é", "e\u0301"]}}',
      '$.s.SS[1]',
      /repeats "é" \(at \[0\] and \[1\]\)/
    ]
  ])('refuses a duplicate in a set: %s', (_, json, path, message) => {
    const { findings } = read(json);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'error', code: 'set.duplicate', path });
    expect(findings[0]!.message).toMatch(message);
  });

  it('counts a set element reported invalid at its own index', () => {
    const { findings } = read('{"n": {"NS": ["x", "1", "1"]}}');
    expect(findings.map((f) => [f.code, f.path])).toEqual([
      ['number.invalid', '$.n.NS[0]'],
      ['set.duplicate', '$.n.NS[2]']
    ]);
  });

  it.each([' 1', '1 ', '\t1', '1\n', ' '])(
    'refuses the number %j: DynamoDB allows no spaces',
    (n) => {
      const { item, findings } = read(JSON.stringify({ n: { N: n } }));
      expect(plain(item)).toEqual({});
      expect(findings).toEqual([
        expect.objectContaining({ code: 'number.invalid', path: '$.n.N' })
      ]);
      if (n.trim()) expect(findings[0]!.message).toMatch(/no spaces around one/);
    }
  );

  it.each([
    {
      json: '{"X": "1"}',
      code: 'attribute.unknown-type',
      message: 'unknown type tag "X"; use one of S, N, B, BOOL, NULL, L, M, SS, NS, BS',
      path: '$.a'
    },
    {
      json: '{"s": "lowercase"}',
      code: 'attribute.unknown-type',
      message: 'unknown type tag "s"; use one of S, N, B, BOOL, NULL, L, M, SS, NS, BS',
      path: '$.a'
    },
    {
      json: '{}',
      code: 'attribute.not-typed',
      message: 'expected exactly one type tag (S, N, B, BOOL, NULL, L, M, SS, NS, BS), got none',
      path: '$.a'
    },
    {
      json: '{"S": "x", "N": "1"}',
      code: 'attribute.not-typed',
      message:
        'expected exactly one type tag (S, N, B, BOOL, NULL, L, M, SS, NS, BS), got "S", "N"',
      path: '$.a'
    },
    {
      json: '"bare"',
      code: 'attribute.not-typed',
      message: 'expected a typed value like {"S": "…"}, got the string "bare"',
      path: '$.a'
    },
    {
      json: 'null',
      code: 'attribute.not-typed',
      message: 'expected a typed value like {"S": "…"}, got null',
      path: '$.a'
    },
    {
      json: '[{"S": "x"}]',
      code: 'attribute.not-typed',
      message: 'expected a typed value like {"S": "…"}, got an array',
      path: '$.a'
    },
    {
      json: '{"S": 1}',
      code: 'attribute.wrong-type',
      message: 'expected a string, got number 1',
      path: '$.a.S'
    },
    {
      json: '{"N": 1.5}',
      code: 'attribute.wrong-type',
      message: 'expected a number written as a string, e.g. "42", got number 1.5',
      path: '$.a.N'
    },
    {
      json: '{"N": 9007199254740993}',
      code: 'attribute.wrong-type',
      message: 'expected a number written as a string, e.g. "42", got number 9007199254740992',
      path: '$.a.N'
    },
    {
      json: '{"N": "abc"}',
      code: 'number.invalid',
      message: '"abc" is not a number',
      path: '$.a.N'
    },
    {
      json: '{"N": "1E+126"}',
      code: 'number.invalid',
      message: '"1E+126" is larger than 9.9999999999999999999999999999999999999E+125',
      path: '$.a.N'
    },
    {
      json: '{"B": 5}',
      code: 'attribute.wrong-type',
      message: 'expected a base64 string, got number 5',
      path: '$.a.B'
    },
    {
      json: '{"B": "A"}',
      code: 'binary.invalid',
      message: '"A" is not valid base64',
      path: '$.a.B'
    },
    {
      json: '{"BOOL": "true"}',
      code: 'attribute.wrong-type',
      message: 'expected true or false, got the string "true"',
      path: '$.a.BOOL'
    },
    {
      json: '{"NULL": false}',
      code: 'attribute.wrong-type',
      message: 'expected true, got boolean false',
      path: '$.a.NULL'
    },
    {
      json: '{"L": {}}',
      code: 'attribute.wrong-type',
      message: 'expected an array, got an object',
      path: '$.a.L'
    },
    {
      json: '{"M": []}',
      code: 'attribute.wrong-type',
      message: 'expected an object, got an array',
      path: '$.a.M'
    },
    {
      json: '{"SS": "a"}',
      code: 'attribute.wrong-type',
      message: 'expected an array, got the string "a"',
      path: '$.a.SS'
    }
  ])(
    'refuses $json with $code at $path and drops the attribute',
    ({ json, code, message, path }) => {
      const { item, findings } = read(`{"a": ${json}, "k": {"S": "kept"}}`);
      expect(plain(item)).toEqual({ k: { S: 'kept' } });
      expect(findings).toEqual([{ severity: 'error', code, message, path }]);
    }
  );

  it('locates a bad number inside a map with the full path', () => {
    const { item, findings } = read(
      '{"a": {"M": {"b": {"N": "x1"}, "c": {"S": "ok"}}}}',
      '$.items[0]'
    );
    expect(findings).toEqual([
      {
        severity: 'error',
        code: 'number.invalid',
        message: '"x1" is not a number',
        path: '$.items[0].a.M.b.N'
      }
    ]);
    expect(plain(item)).toEqual({ a: { M: { c: { S: 'ok' } } } });
  });

  it('locates bad list and set elements by index, and quotes awkward names', () => {
    const { item, findings } = read(
      '{"my list": {"L": [{"S": "ok"}, {"S": 2}, {"M": {"x-y": {"BOOL": 1}}}]}, "ns": {"NS": ["1", "nope", "2"]}}',
      '$.items[2]'
    );
    expect(findings.map((f) => [f.code, f.path])).toEqual([
      ['attribute.wrong-type', '$.items[2]["my list"].L[1].S'],
      ['attribute.wrong-type', '$.items[2]["my list"].L[2].M["x-y"].BOOL'],
      ['number.invalid', '$.items[2].ns.NS[1]']
    ]);
    // Bad elements are dropped; the good ones stay.
    expect(plain(item)).toEqual({
      'my list': { L: [{ S: 'ok' }, { M: {} }] },
      ns: { NS: ['1', '2'] }
    });
  });

  it('reports every problem in an item, not just the first', () => {
    const { findings } = read('{"a": {"S": 1}, "b": {"SS": []}, "c": {"Q": 1}, "d": {"N": "1"}}');
    expect(findings.map((f) => f.code)).toEqual([
      'attribute.wrong-type',
      'set.empty',
      'attribute.unknown-type'
    ]);
  });

  describe('nesting depth (a top-level attribute value is level 1)', () => {
    const nestM = (levels: number): unknown =>
      levels === 1 ? { S: 'leaf' } : { M: { a: nestM(levels - 1) } };
    const nestL = (levels: number): unknown =>
      levels === 1 ? { N: '1' } : { L: [nestL(levels - 1)] };
    const mPath = (levels: number): string => '$.top' + '.M.a'.repeat(levels - 1);
    const lPath = (levels: number): string => '$.top' + '.L[0]'.repeat(levels - 1);

    it.each([
      { shape: 'maps', nest: nestM },
      { shape: 'lists', nest: nestL }
    ])('accepts $shape nested 32 levels deep', ({ nest }) => {
      const { findings } = read(JSON.stringify({ top: nest(32) }));
      expect(findings).toEqual([]);
    });

    it.each([
      { shape: 'maps', nest: nestM, path: mPath },
      { shape: 'lists', nest: nestL, path: lPath }
    ])('refuses $shape nested 33 levels deep at the 33rd level', ({ nest, path }) => {
      const { item, findings } = read(JSON.stringify({ top: nest(33), k: { S: 'kept' } }));
      expect(findings).toEqual([
        {
          severity: 'error',
          code: 'attribute.too-deep',
          message: 'nested more than 32 levels; DynamoDB allows 32',
          path: path(33)
        }
      ]);
      expect(item?.['k']).toEqual({ S: 'kept' });
    });

    it('refuses mixed map and list nesting past 32 levels, and survives very deep input', () => {
      let v: unknown = { S: 'x' };
      for (let i = 0; i < 100_000; i++) v = i % 2 ? { L: [v] } : { M: { k: v } };
      const findings: Finding[] = [];
      parseAttributeMap({ top: v }, '$', findings);
      expect(findings).toHaveLength(1);
      expect(findings[0]?.code).toBe('attribute.too-deep');
    });
  });
});

describe('parseValue', () => {
  it('reads one typed value at the given path', () => {
    const findings: Finding[] = [];
    expect(parseValue({ NS: ['1', 'x'] }, '$.v', findings)).toEqual({ NS: ['1'] });
    expect(findings.map((f) => f.path)).toEqual(['$.v.NS[1]']);
  });
});
