// The Python programs: every access pattern of every example, in both styles, compiled by
// python3 (py_compile, one process) and run against a stand-in boto3 (python-harness.ts) that
// records what they send. What they send is held to the SDK input built plainly from the request
// (reference-input.ts); boto3 itself is never imported, as CI may not have it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeValue, PatternRequest } from '../../../src/core/code/pattern-request.ts';
import { pythonCode } from '../../../src/core/code/python-code.ts';
import type { CliKeyValue } from '../../../src/core/code/parse-aws-cli-command.ts';
import { allExampleRequests } from './example-requests.ts';
import { nastyRequest } from './nasty-request.ts';
import { compilePython, runWithFakeBoto3, type PythonRun } from './python-harness.ts';
import { referenceInput, referenceText } from './reference-input.ts';

type Style = 'client' | 'resource';
const STYLES: readonly Style[] = ['client', 'resource'];

interface Case {
  readonly label: string;
  readonly style: Style;
  readonly request: PatternRequest;
  readonly parameters?: ReadonlyMap<string, string>;
  file: string;
}

const dir = mkdtempSync(join(tmpdir(), 'keyscope-python-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const EXAMPLES: Case[] = allExampleRequests().flatMap((e) =>
  STYLES.map((style) => ({ label: e.label, style, request: e.request, file: '' }))
);
const NASTY: Case[] = (
  [
    ['a Query on a table', nastyRequest('Query')],
    [
      'a descending Query on an index with a Limit',
      nastyRequest('Query', { index: 'by-x', descending: true, limit: 3 })
    ],
    ['a GetItem', nastyRequest('GetItem')]
  ] as const
).flatMap(([label, request]) => STYLES.map((style) => ({ label, style, request, file: '' })));

// Generated parameter values and literals (any UTF-16 text, lone surrogates and controls too):
// the program must build exactly the key values Keyscope renders.
const GENERATED: Case[] = fc
  .sample(
    fc.record({
      literal: fc.string({ unit: 'binary' }),
      a: fc.string({ unit: 'binary' }),
      b: fc.string({ unit: 'binary' }),
      style: fc.constantFrom<Style>('client', 'resource')
    }),
    { numRuns: 60, seed: 23 }
  )
  .map((g, i) => {
    const base = nastyRequest('Query');
    const value: CodeValue = {
      type: 'S',
      parts: [
        { kind: 'literal', text: g.literal },
        { kind: 'field', name: 'a', column: 1 },
        { kind: 'literal', text: g.literal },
        { kind: 'field', name: 'b', column: 1 }
      ]
    };
    const request: PatternRequest = {
      ...base,
      parameters: [
        { name: 'a', example: g.a },
        { name: 'b', example: g.b }
      ],
      conditions: [{ ...base.conditions[0]!, values: [value] }],
      expression: '#p_k = :pk',
      names: new Map([['#p_k', 'p"k']])
    };
    return { label: `generated ${i}`, style: g.style, request, file: '' };
  });

const ALL = [...EXAMPLES, ...NASTY, ...GENERATED];
let compiled: Map<string, string | null>;
let runs: Map<string, PythonRun>;

beforeAll(async () => {
  ALL.forEach((c, i) => {
    c.file = join(dir, `q${i}.py`);
    writeFileSync(c.file, pythonCode(c.request, c.style));
  });
  const files = ALL.map((c) => c.file);
  compiled = await compilePython(files);
  runs = await runWithFakeBoto3(dir, files);
});

/** A key value as the stand-in records it: the client's AttributeValue, or the resource's Python value. */
function recorded(v: CliKeyValue, style: Style): unknown {
  if ('B' in v) {
    const bytes = { $bytes: Buffer.from(v.B).toString('base64') };
    return style === 'client' ? { B: bytes } : bytes;
  }
  if (style === 'client') return v;
  return 'N' in v ? { $decimal: v.N } : v.S;
}

/** What the program's first call must carry: the reference input in the style's terms. */
function expectedCall(request: PatternRequest, style: Style): unknown[] {
  const { operation, input } = referenceInput(request);
  const method = operation === 'Query' ? 'query' : 'get_item';
  const map = (m: Record<string, CliKeyValue>) =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, recorded(v, style)]));
  if (style === 'client') {
    const kwargs =
      'Key' in input
        ? { ...input, Key: map(input.Key) }
        : { ...input, ExpressionAttributeValues: map(input.ExpressionAttributeValues!) };
    return ['client', null, method, kwargs];
  }
  const { TableName, ...rest } = input;
  if ('Key' in rest) return ['resource', TableName, method, { ...rest, Key: map(rest.Key) }];
  const multi =
    request.conditions.filter((c) => c.placeholders[0]!.startsWith(':pk')).length > 1 ||
    request.conditions.filter((c) => c.placeholders[0]!.startsWith(':sk')).length > 1;
  if (multi)
    return [
      'resource',
      TableName,
      method,
      { ...rest, ExpressionAttributeValues: map(rest.ExpressionAttributeValues!) }
    ];
  const params = new Map(request.parameters.map((p) => [p.name, p.example]));
  const { ExpressionAttributeNames: _names, ExpressionAttributeValues: _values, ...kept } = rest;
  return [
    'resource',
    TableName,
    method,
    {
      ...kept,
      KeyConditionExpression: request.conditions.map((c) => [
        c.operator,
        c.attribute,
        c.values.map((v) =>
          recorded(
            v.type === 'N'
              ? { N: referenceText(v, params) }
              : v.type === 'B'
                ? { B: new Uint8Array(Buffer.from(referenceText(v, params), 'base64')) }
                : { S: referenceText(v, params) },
            style
          )
        )
      ])
    }
  ];
}

function checkRun(c: Case): void {
  const run = runs.get(c.file)!;
  expect(run.error).toBeUndefined();
  const first = expectedCall(c.request, c.style);
  // The stand-in answers one item and a LastEvaluatedKey first: a Query reads on, up to its Limit.
  const limit = c.request.limit;
  const loops =
    c.request.operation === 'Query' && c.request.paginate && (limit === undefined || limit > 1);
  const next = {
    ...(first[3] as object),
    ExclusiveStartKey: { k: { S: '1' } },
    ...(limit === undefined ? {} : { Limit: limit - 1 })
  };
  const calls = loops ? [first, [...first.slice(0, 3), next]] : [first];
  expect(run.calls).toEqual(calls);
  const item = (n: number) =>
    c.style === 'client'
      ? { n: { N: String(n) }, b: { B: Buffer.from([0, n]).toString('base64') } }
      : { n, f: 1.5, b: Buffer.from([0, n]).toString('base64'), s: ['x', 'y'] };
  const items =
    c.request.operation === 'GetItem' ? [item(7)] : loops ? [item(1), item(2)] : [item(1)];
  expect(JSON.parse(run.stdout)).toEqual(items);
  expect(run.stderr).toBe(`ConsumedCapacity: ${loops ? '1.0' : '0.5'} RCU\n`);
}

describe('pythonCode on every access pattern of every example', () => {
  it.each(EXAMPLES.map((c) => [c.label, c.style, c] as const))(
    '%s (%s) compiles with python3',
    (_, __, c) => expect(compiled.get(c.file)).toBeNull()
  );

  it.each(EXAMPLES.map((c) => [c.label, c.style, c] as const))(
    '%s (%s) sends the request and prints every page read',
    (_, __, c) => checkRun(c)
  );

  it.each(EXAMPLES.map((c) => [c.label, c.style, c] as const))(
    '%s (%s) opens with what Keyscope computes and writes no region nor endpoint',
    (_, __, c) => {
      const code = pythonCode(c.request, c.style);
      const units = `${c.request.items} ${c.request.items === 1 ? 'item' : 'items'}, ${c.request.capacityUnits} RCU`;
      expect(code).toContain(`# Keyscope computes: ${units}`);
      expect(code).not.toMatch(/region_name|endpoint_url|amazonaws\.com/);
      expect(code).toContain("'ReturnConsumedCapacity': 'TOTAL'");
    }
  );
});

describe('pythonCode on names and values that break generators', () => {
  it.each(NASTY.map((c) => [c.label, c.style, c] as const))(
    '%s (%s) compiles and sends exactly the request',
    (_, __, c) => {
      expect(compiled.get(c.file)).toBeNull();
      checkRun(c);
    }
  );

  it('keeps every comment on its line: no line break or direction override survives', () => {
    const code = pythonCode(nastyRequest('Query'), 'client');
    expect(code).not.toMatch(/[\u202e\r]/);
    expect(code).toContain(
      '# Keyscope access pattern "A "nasty" pattern\\nwith a second line \\u202e"'
    );
  });

  it('never lets a parameter shadow a keyword, a builtin it calls, or its own names', () => {
    const code = pythonCode(nastyRequest('Query'), 'client');
    expect(code).toMatch(/^param_class = /m);
    expect(code).toMatch(/^param_user_id = /m);
    expect(code).toMatch(/^param_items = /m);
    expect(code).toMatch(/^param___name__ = /m);
    expect(code).toMatch(/^param_print = /m);
    expect(code).toMatch(/^PATH = /m);
  });
});

describe('pythonCode on generated values', () => {
  it.each(GENERATED.map((c) => [c.label, c.style, c] as const))(
    '%s (%s) builds the key value Keyscope renders',
    (_, __, c) => {
      expect(compiled.get(c.file)).toBeNull();
      checkRun(c);
    }
  );
});

describe('pythonCode styles', () => {
  it('writes a multi-attribute key as one flat expression in the resource style, and says why', () => {
    const tournament = allExampleRequests().find(
      (e) => e.label === 'tournament: One bracket of a round'
    )!;
    const code = pythonCode(tournament.request, 'resource');
    expect(code).toContain(
      "'KeyConditionExpression': 'tournamentId = :pk0 AND #region = :pk1 AND round = :sk0 AND bracket = :sk1',"
    );
    expect(code).toContain("boto3's Key(...) & Key(...) would bracket each AND");
    expect(code).not.toContain('from boto3.dynamodb.conditions import Key');
  });

  it('writes Key conditions in the resource style for a one-attribute key', () => {
    const gaming = allExampleRequests().find(
      (e) => e.label === 'gaming: Find all games a user has played'
    )!;
    expect(pythonCode(gaming.request, 'resource')).toContain(
      "'KeyConditionExpression': Key('SK').eq(f'USER#{username}') & Key('PK').begins_with('GAME#'),"
    );
  });

  it('pads a sized field as the template does, with rjust', () => {
    const code = pythonCode(nastyRequest('Query'), 'client');
    expect(code).toContain("param_user_id_5 = param_user_id.rjust(5, '\\'')");
    expect(code).toContain("PATH_3 = PATH.rjust(3, '{')");
  });
});
