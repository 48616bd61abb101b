import { readFileSync } from 'node:fs';
import { NumberValue } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { patternRequest, type PatternRequest } from '../../../src/core/code/pattern-request.ts';
import { typescriptCode } from '../../../src/core/code/typescript-code.ts';
import type { TypescriptFlavour } from '../../../src/core/code/typescript-key-value.ts';
import type { TemplatePart } from '../../../src/core/templates/parse-template.ts';
import { renderWithParameters } from '../../../src/core/templates/render-template.ts';
import { example } from '../../helpers/example.ts';
import { runWithStubSdk } from '../../helpers/run-with-stub-sdk.ts';

const FLAVOURS: TypescriptFlavour[] = ['client', 'document'];
const EXAMPLES = (
  JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as { id: string }[]
).map((e) => e.id);

function request(id: string, name: string): PatternRequest {
  const d = example(id);
  const r = patternRequest(
    analyzeDesign(d),
    d.accessPatterns.find((p) => p.name === name)!
  );
  if (typeof r === 'string') throw new Error(r);
  return r;
}

const CASES = EXAMPLES.flatMap((id) =>
  example(id).accessPatterns.flatMap((p) => FLAVOURS.map((f) => [id, p.name, f] as const))
);

/** A number the document client sends as its digits, compared by them. */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_, v: unknown) =>
      v instanceof NumberValue ? { NumberValue: v.toString() } : v
    )
  );
}

/**
 * The input the program must send on its first request: the request's fields, the key values
 * rendered by Keyscope's own template renderer over the parameters' values.
 */
function expectedInput(r: PatternRequest, flavour: TypescriptFlavour): Record<string, unknown> {
  const params = new Map(r.parameters.map((p) => [p.name, p.example]));
  const value = (v: PatternRequest['conditions'][number]['values'][number]) => {
    const t = renderWithParameters({ source: '', parts: v.parts, fields: [] }, params);
    if (!t.ok) throw new Error(t.missing);
    if (flavour === 'client')
      return v.type === 'B' ? { B: [...Buffer.from(t.text, 'base64')] } : { [v.type]: t.text };
    if (v.type === 'N') return { NumberValue: t.text };
    return v.type === 'B' ? [...Buffer.from(t.text, 'base64')] : t.text;
  };
  const common = {
    TableName: r.table,
    ...(r.scanIndexForward ? {} : { ScanIndexForward: false }),
    ...(r.consistentRead ? { ConsistentRead: true } : {}),
    ReturnConsumedCapacity: 'TOTAL'
  };
  if (r.operation === 'GetItem')
    return {
      ...common,
      Key: Object.fromEntries(r.conditions.map((c) => [c.attribute, value(c.values[0]!)]))
    };
  return {
    ...common,
    ...(r.index === null ? {} : { IndexName: r.index }),
    KeyConditionExpression: r.expression,
    ...(r.names.size ? { ExpressionAttributeNames: Object.fromEntries(r.names) } : {}),
    ExpressionAttributeValues: Object.fromEntries(
      r.conditions.flatMap((c) => c.placeholders.map((p, i) => [p, value(c.values[i]!)]))
    ),
    ...(r.limit === undefined ? {} : { Limit: r.limit })
  };
}

/** Binary in what the stub records: a Buffer becomes its bytes. */
function bytes(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(plain(value), (_, v: unknown) =>
      v && typeof v === 'object' && (v as { type?: unknown }).type === 'Buffer'
        ? (v as { data: number[] }).data
        : v
    )
  );
}

const literal = (text: string): TemplatePart => ({ kind: 'literal', text });
const field = (name: string, size?: number, pad?: string): TemplatePart => ({
  kind: 'field',
  name,
  column: 1,
  ...(size !== undefined ? { size, pad: pad ?? '0' } : {})
});

/** A request whose every name and value tries to break out of the code written around it. */
const HOSTILE: PatternRequest = {
  pattern: 'Evil\n}); process.exit(1); //',
  description: '*/ `${process.exit(2)}` \u202e\u2066 \u2028 end',
  operation: 'Query',
  table: "T'able`${x}",
  index: "I'dx\\",
  parameters: [
    { name: 'items', example: "'; process.exit(3); '" },
    { name: '__proto__', example: '`${globalThis}`' },
    { name: 'a-b', example: '\n\u2028\\' },
    { name: 'limit', example: '$' }
  ],
  conditions: [
    {
      ref: '#pk',
      attribute: "p'k",
      operator: '=',
      placeholders: [':pk'],
      values: [
        {
          type: 'S',
          parts: [literal('${'), field('items'), literal('`\\'), field('__proto__', 40, '$')]
        }
      ]
    },
    {
      ref: '#s',
      attribute: '__proto__',
      operator: 'BETWEEN',
      placeholders: [':sk0', ':sk0upper'],
      values: [
        { type: 'S', parts: [field('a-b'), field('limit')] },
        { type: 'S', parts: [literal("'\n\r")] }
      ]
    }
  ],
  sortKey: ['__proto__'],
  expression: '#pk = :pk AND #s BETWEEN :sk0 AND :sk0upper',
  names: new Map([
    ['#pk', "p'k"],
    ['#s', '__proto__']
  ]),
  scanIndexForward: false,
  consistentRead: true,
  limit: 3,
  paginate: true,
  capacityUnits: 1.5,
  items: 2
};

const HOSTILE_GET: PatternRequest = {
  ...HOSTILE,
  operation: 'GetItem',
  index: null,
  expression: '',
  names: new Map(),
  conditions: [
    { ...HOSTILE.conditions[0]! },
    {
      ...HOSTILE.conditions[1]!,
      operator: '=',
      placeholders: [':sk0'],
      values: [HOSTILE.conditions[1]!.values[0]!]
    }
  ],
  paginate: false
};

describe('typescriptCode', () => {
  it.each(CASES)(
    '%s: "%s" (%s) sends the request, follows the pages and prints the items',
    async (id, name, flavour) => {
      const r = request(id, name);
      const item = (n: number) =>
        flavour === 'client' ? { PK: { S: `item ${n}` } } : { PK: `item ${n}` };
      const answers =
        r.operation === 'GetItem'
          ? [{ Item: item(1), ConsumedCapacity: { CapacityUnits: 0.5 } }]
          : [
              {
                Items: [item(1)],
                LastEvaluatedKey: item(1),
                ConsumedCapacity: { CapacityUnits: 0.5 }
              },
              { Items: [item(2)], ConsumedCapacity: { CapacityUnits: 1 } }
            ];
      const run = await runWithStubSdk(typescriptCode(r, flavour), answers);
      expect(run.syntaxErrors).toEqual([]);
      // The SDK's own configuration gives the endpoint and region: the code names neither.
      expect(run.configs).toEqual([{}]);
      expect(bytes(run.sent[0]!.input)).toEqual(bytes(expectedInput(r, flavour)));
      if (r.operation === 'Query') {
        expect(run.sent[1]!.input['ExclusiveStartKey']).toEqual(item(1));
        if (r.limit !== undefined) expect(run.sent[1]!.input['Limit']).toBe(r.limit - 1);
      }
      expect(JSON.parse(run.stdout.join(''))).toEqual(
        r.operation === 'GetItem' ? [item(1)] : [item(1), item(2)]
      );
      expect(run.stderr).toEqual([
        `Consumed capacity: ${r.operation === 'GetItem' ? 0.5 : 1.5} RCU (Keyscope computes ${r.capacityUnits} RCU)`
      ]);
      expect(run.exitCode).toBeUndefined();
    }
  );

  it.each(FLAVOURS)('keeps hostile names and values as data (%s)', async (flavour) => {
    const code = typescriptCode(HOSTILE, flavour);
    const run = await runWithStubSdk(code, [{ Items: [], ConsumedCapacity: { CapacityUnits: 1 } }]);
    expect(run.syntaxErrors).toEqual([]);
    expect(run.sent.length).toBe(1);
    expect(bytes(run.sent[0]!.input)).toEqual(bytes(expectedInput(HOSTILE, flavour)));
    expect(run.stdout).toEqual(['[]']);
    expect(run.exitCode).toBeUndefined();
  });

  it.each(FLAVOURS)('makes a hostile attribute name a key of the item (%s)', async (flavour) => {
    const run = await runWithStubSdk(typescriptCode(HOSTILE_GET, flavour), [{}]);
    expect(run.syntaxErrors).toEqual([]);
    const key = run.sent[0]!.input['Key'] as object;
    expect(Object.getOwnPropertyNames(key)).toEqual(["p'k", '__proto__']);
    expect(bytes(run.sent[0]!.input)).toEqual(bytes(expectedInput(HOSTILE_GET, flavour)));
    expect(run.stdout).toEqual(['[]']);
  });

  it.each(FLAVOURS)('keeps every line of a hostile request a line of its own (%s)', (flavour) => {
    const lines = typescriptCode(HOSTILE, flavour).split('\n');
    expect(lines.filter((l) => /[\r\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(l))).toEqual([]);
    expect(lines[0]).toBe('// Keyscope access pattern: Evil\\n}); process.exit(1); //');
    expect(lines).toContain("const items_ = '\\'; process.exit(3); \\''; // 'items'");
  });

  it('says what the pattern reads as Keyscope computes it', () => {
    const code = typescriptCode(request('gaming', 'Find all users in a game'), 'client');
    expect(code).toContain('// Keyscope computes: 4 items, 0.5 RCU');
  });

  it.each<[string, string, TypescriptFlavour, string]>([
    ['gaming', 'Get user profile', 'client', 'new GetItemCommand({'],
    ['gaming', 'Get user profile', 'document', 'new GetCommand({'],
    ['gaming', 'Find all users in a game', 'client', 'new QueryCommand({'],
    ['gaming', 'Find all users in a game', 'document', "from '@aws-sdk/lib-dynamodb';"],
    [
      'gaming',
      'Find all users in a game',
      'client',
      "// The pattern's Limit: at most this many items in all."
    ],
    ['gaming', 'Find all users in a game', 'client', '} while (startKey && items.length < limit);'],
    ['gaming', 'Find all games a user has played', 'client', '} while (startKey);'],
    ['gaming', 'Find all games a user has played', 'client', "IndexName: 'InvertedIndex',"],
    ['todo-graph', "A user's posts", 'client', 'ScanIndexForward: false,'],
    ['library-language', 'Books in a language', 'client', "'#Language': 'Language'"],
    ['people-music', 'Get a person', 'document', 'PersonID: NumberValue.from(PersonID)'],
    ['people-music', 'Get a person', 'client', 'PersonID: { N: PersonID }']
  ])('%s: "%s" (%s) writes %s', (id, name, flavour, line) => {
    expect(typescriptCode(request(id, name), flavour)).toContain(line);
  });

  it.each<[string, string, TypescriptFlavour, string]>([
    ['gaming', 'Find all games a user has played', 'client', 'Limit'],
    ['gaming', 'Find all games a user has played', 'client', 'ScanIndexForward'],
    ['gaming', 'Find all games a user has played', 'client', 'ConsistentRead'],
    ['gaming', 'Find all games a user has played', 'client', 'ExpressionAttributeNames'],
    ['gaming', 'Get user profile', 'client', 'IndexName'],
    ['gaming', 'Get user profile', 'client', 'LastEvaluatedKey'],
    ['gaming', 'Get user profile', 'client', 'ExpressionAttributeNames'],
    ['gaming', 'Get user profile', 'document', 'NumberValue'],
    ['gaming', 'Find all users in a game', 'client', 'endpoint:'],
    ['gaming', 'Find all users in a game', 'client', 'region:']
  ])('%s: "%s" (%s) leaves out %s', (id, name, flavour, word) => {
    expect(typescriptCode(request(id, name), flavour)).not.toContain(word);
  });

  it('does not change the request', () => {
    const r = request('tournament', 'One bracket of a round');
    const before = structuredClone(r);
    typescriptCode(r, 'document');
    expect(r).toEqual(before);
  });
});
