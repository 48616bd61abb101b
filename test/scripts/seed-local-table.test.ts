// Keyscope's engine against a real DynamoDB-compatible server: every example design is loaded
// into an in-process dynalite on loopback, and every access pattern and every query vector is
// asked of both. Items, order and counts must agree.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import { QueryCommand, ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import { runAccessPattern } from '../../src/core/query/run-access-pattern.ts';
import { runQuery, type QueryRequest } from '../../src/core/query/run-query.ts';
import { paginateQuery } from '../../src/core/query/paginate-query.ts';
import { parseQueryArgs } from '../../src/cli/parse-query-args.ts';
import type { AttributeMap, KeyType, KeyValue } from '../../src/core/model/attribute-value.ts';
import type { AccessPattern } from '../../src/core/model/design.ts';
import { tableItems } from '../../src/core/export/table-items.ts';
import { storedItem } from '../../src/core/views/resolve-items.ts';
import { parseTemplate } from '../../src/core/templates/parse-template.ts';
import { renderWithParameters } from '../../src/core/templates/render-template.ts';
import type { ViewSpec } from '../../src/core/views/table-key-attributes.ts';
import { localClient, seedLocalTable, toSdkItem } from '../../scripts/seed-local-table.ts';

const EXAMPLES = [
  'gaming',
  'library',
  'library-author-only',
  'library-language',
  'todo-graph',
  'people-music'
];
const VECTORS = 'test/fixtures/query-vectors/';

let server: ReturnType<typeof dynalite>;
let client: DynamoDBClient;

beforeAll(async () => {
  server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = localClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  client?.destroy();
  await new Promise((resolve) => server.close(resolve));
});

function load(file: string) {
  const loaded = loadDesignText(readFileSync(file, 'utf8'));
  if (!loaded.ok) throw new Error(`${file} does not load`);
  return { design: loaded.design, analysis: analyzeDesign(loaded.design) };
}

/** The primary key of an item as a comparable string. */
function keyOf(item: Record<string, unknown>, names: string[]): string {
  return JSON.stringify(names.map((n) => item[n]));
}

describe.each(EXAMPLES)('example %s in dynalite', (name) => {
  const file = `public/examples/${name}.json`;
  const { design, analysis } = load(file);

  it('holds exactly the items Keyscope says the tables hold', async () => {
    // Each example gets fresh tables: names differ between examples except the two libraries.
    const tables = await seedLocalTable(client, file, `${name}-`);
    for (const [i, t] of analysis.tables.entries()) {
      const names = [t.table.partitionKey.name, ...(t.table.sortKey ? [t.table.sortKey.name] : [])];
      const scanned = await client.send(new ScanCommand({ TableName: tables[i]! }));
      const theirs = (scanned.Items ?? []).map((it) => keyOf(it, names)).sort();
      const ours = tableItems(t)
        .map((item) => keyOf(toSdkItem(item), names))
        .sort();
      expect(theirs).toEqual(ours);
    }
  });

  it.each(design.accessPatterns.map((p) => [p.name, p] as const))(
    'answers "%s" with the same items in the same order',
    async (_, pattern) => {
      const run = runAccessPattern(analysis, pattern);
      expect(run.operation).toBe('query');
      const t = analysis.tables[run.table]!;
      const view = t.views[run.view]!;
      const cond = conditionOf(pattern, view.spec);
      const out = await client.send(
        new QueryCommand({
          TableName: `${name}-${pattern.table}`,
          ...(pattern.index ? { IndexName: pattern.index } : {}),
          KeyConditionExpression: cond.expression,
          ExpressionAttributeNames: cond.names,
          ExpressionAttributeValues: toSdkItem(cond.values),
          ScanIndexForward: pattern.scanIndexForward,
          ...(pattern.limit ? { Limit: pattern.limit } : {})
        })
      );
      const names = [
        t.table.partitionKey.name,
        ...(t.table.sortKey ? [t.table.sortKey.name] : []),
        view.spec.partitionKey.name,
        ...(view.spec.sortKey ? [view.spec.sortKey.name] : [])
      ];
      const theirs = (out.Items ?? []).map((it) => keyOf(it, names));
      const ours = run.entries.map((e) => keyOf(toSdkItem(storedItem(t.resolved, e.item)), names));
      expect(out.Count).toBe(run.count);
      expect(theirs).toEqual(ours);
    }
  );
});

describe('the query vectors in dynalite', () => {
  const file = `${VECTORS}query-model.json`;
  const { analysis } = load(file);
  const cases = JSON.parse(readFileSync(`${VECTORS}expected-queries.json`, 'utf8')) as {
    args: string[];
    error?: string;
  }[];

  beforeAll(() => seedLocalTable(client, file, 'vectors-'));

  it('agree with Keyscope on items, order, counts and LastEvaluatedKey', async () => {
    for (const c of cases) {
      const parsed = parseQueryArgs(['model.json', ...c.args]);
      if (!parsed.ok) throw new Error(parsed.error);
      const ours = runQuery(analysis, parsed.request);
      const req = parsed.request;
      let theirs;
      try {
        theirs = await askDynalite(req);
      } catch (e) {
        expect(ours.ok, `${c.args.join(' ')}: dynalite refused (${(e as Error).name})`).toBe(false);
        continue;
      }
      expect(ours.ok, c.args.join(' ')).toBe(true);
      if (!ours.ok) continue;
      const n = (items: Record<string, { N?: string }>[]) => items.map((i) => i['n']?.N);
      const mine = n(ours.response.Items as never);
      const dyn = n(theirs.Items as never);
      // Equal GSI sort keys come back in no specified order (fixtures README): compare as sets there.
      if (req.IndexName) expect([...dyn].sort()).toEqual([...mine].sort());
      else expect(dyn).toEqual(mine);
      expect(theirs.Count).toBe(ours.response.Count);
      expect(Boolean(theirs.LastEvaluatedKey)).toBe(Boolean(ours.response.LastEvaluatedKey));
    }
  });
});

// Requests beyond the vectors, one per line: the same answer or the same ValidationException.
const P0 = '{":p":{"S":"S#0"}}';
const KEY = (pk: string, sk: string) => `{"PK":{"S":"${pk}"},"SK":{"S":"${sk}"}}`;
const S0 = ['--table-name', 'Sized', '--key-condition-expression', 'PK = :p'];
const S0_AFTER = [...S0.slice(0, 3), 'PK = :p AND SK > :a'];
const A5 = '{":p":{"S":"S#0"},":a":{"S":"ITEM#005"}}';
const BY_NUM = ['--table-name', 'Sized', '--index-name', 'ByNum'];
const G1 = ['--key-condition-expression', 'g = :g', '--expression-attribute-values'];
const SK0 = [...S0, '--expression-attribute-values', P0];
const PE = '--projection-expression';
const NAMES = '--expression-attribute-names';
const ESK = '--exclusive-start-key';
// Requests Keyscope and dynalite must both answer, with the same items, counts and LastEvaluatedKey.
const FLAG_ANSWERS: string[][] = [
  // --exclusive-start-key: pages start after the key, existing or not
  [...SK0, ESK, KEY('S#0', 'ITEM#012')],
  [...SK0, ESK, KEY('S#0', 'ITEM#0125')],
  [...SK0, '--no-scan-index-forward', '--limit', '2', ESK, KEY('S#0', 'ITEM#0125')],
  [...SK0, ESK, KEY('S#0', 'ITEM#036')],
  [...S0_AFTER, '--expression-attribute-values', A5, ESK, KEY('S#0', 'ITEM#024')],
  [
    ...BY_NUM,
    ...G1,
    '{":g":{"S":"G#1"}}',
    ESK,
    '{"g":{"S":"G#1"},"num":{"N":"-19"},"PK":{"S":"S#1"},"SK":{"S":"ITEM#033"}}'
  ],
  // --projection-expression: top-level, nested and list paths, #names
  [...SK0, '--limit', '3', PE, 'n, SK'],
  [...SK0, PE, '#m.#nm, #l[2].k, #l[0], ss', NAMES, '{"#m":"map","#nm":"name","#l":"list"}'],
  [...SK0, PE, '#l[1], #l[0], #l[7], nope.x, n', NAMES, '{"#l":"list"}'],
  [...SK0, PE, '#m.tags, #m.#c', NAMES, '{"#m":"map","#c":"count"}'],
  [...BY_NUM, ...G1, '{":g":{"S":"G#1"}}', PE, 'num, PK, flag'],
  // --filter-expression: after Limit; Count counts matches, ScannedCount items read
  ...[
    ['n > :k', '{"N":"5"}'],
    ['n <> :k', '{"N":"5"}'],
    ['nothing <> :k', '{"NULL":true}'],
    ['attribute_exists(bin) AND NOT attribute_exists(nothing) AND :k = :k', '{"S":"x"}'],
    ['flag = :k OR num < :z AND attribute_type(g, :s)', '{"BOOL":true}'],
    ['(flag = :k OR num < :z) AND attribute_type(g, :s)', '{"BOOL":true}'],
    ['NOT (flag = :k) AND NOT attribute_type(ns, :s)', '{"BOOL":false}'],
    ['num BETWEEN :z AND :k', '{"N":"300"}'],
    ['num IN (:k, :z, :s)', '{"N":"75"}'],
    ['begins_with(g, :k)', '{"S":"G#0"}'],
    ['contains(ns, :k) OR contains(#m.tags, :s)', '{"N":"464"}'],
    ['contains(#l, :k)', '{"N":"12345.6789"}'],
    ['contains(payload, :k)', '{"S":"xx"}'],
    ['size(ss) >= :k', '{"N":"3"}'],
    ['size(payload) > :k', '{"N":"3000"}'],
    ['size(#m.#nm) < :k OR size(bin) > :z', '{"N":"100"}'],
    ['#m.#c > :k', '{"N":"20000"}'],
    ['#l[1] = :k', '{"N":"12345.6789"}']
  ].map(([filter, k]) => filterCase(filter!, k!)),
  [...SK0, '--filter-expression', 'attribute_exists(bin)', '--select', 'COUNT'],
  [
    ...SK0,
    '--filter-expression',
    'attribute_exists(bin)',
    PE,
    'n, bin',
    ESK,
    KEY('S#0', 'ITEM#016')
  ],
  [
    ...BY_NUM,
    ...G1,
    '{":g":{"S":"G#1"},":s":{"S":"S#1"}}',
    '--filter-expression',
    'begins_with(PK, :s)'
  ]
];
// Requests both must refuse with the same ValidationException.
const FLAG_REFUSALS: string[][] = [
  [...SK0, ESK, '{"PK":{"S":"S#0"}}'],
  [...SK0, ESK, '{"PK":{"S":"S#0"},"SK":{"N":"1"}}'],
  [...SK0, ESK, '{"PK":{"S":"S#0"},"SK":{"S":""}}'],
  [...SK0, ESK, '{"PK":{"S":"S#0"},"SK":{"S":"x"},"n":{"N":"1"}}'],
  [...SK0, ESK, KEY('S#1', 'ITEM#001')],
  [...S0_AFTER, '--expression-attribute-values', A5, ESK, KEY('S#0', 'ITEM#004')],
  [...S0_AFTER, '--expression-attribute-values', A5, ESK, KEY('S#1', 'ITEM#009')],
  [...BY_NUM, ...G1, '{":g":{"S":"G#1"}}', ESK, '{"g":{"S":"G#1"},"num":{"N":"-19"}}'],
  [
    ...BY_NUM,
    ...G1,
    '{":g":{"S":"G#1"}}',
    ESK,
    '{"g":{"S":"G#1"},"num":{"N":"-19"},"PK":{"S":"S#1"},"n":{"S":"ITEM#033"}}'
  ],
  [...SK0, PE, 'list[0]'],
  [...SK0, PE, '#m.count', NAMES, '{"#m":"map"}'],
  [...SK0, PE, 'n, n'],
  [...SK0, PE, '#m.tags, #m', NAMES, '{"#m":"map"}'],
  [...SK0, PE, '#m.tags, #m[0]', NAMES, '{"#m":"map"}'],
  [...SK0, PE, '#x'],
  [...SK0, PE, '#a', NAMES, '{"#a":"n","#b":"x"}'],
  [...SK0, PE, 'PK.x'],
  [...SK0, PE, 'n, g[0]'],
  [...SK0, PE, 'n,'],
  [...SK0, PE, ''],
  ...[
    ['SK = :k', '{"S":"ITEM#004"}'],
    ['g.x = :k', '{"S":"x"}'],
    ['size(:k) > :k', '{"N":"1"}'],
    ['attribute_exists(:k)', '{"N":"1"}'],
    ['attribute_type(n, :k)', '{"S":"X"}'],
    ['attribute_type(n, :k)', '{"N":"1"}'],
    ['foo(n) AND n = :k', '{"N":"1"}'],
    ['n = :nope', '{"N":"1"}'],
    ['n = n AND n = :k', '{"N":"1"}'],
    ['count > :k', '{"N":"1"}'],
    ['n >', '{"N":"1"}'],
    ['((n > :k))', '{"N":"1"}'],
    ['n BETWEEN :k AND :z', '{"N":"1"}'],
    ['size(n)', '{"N":"1"}'],
    ['n > :z', '{"N":"1"}'],
    ['', '{"N":"1"}']
  ].map(([filter, k]) => [
    ...S0,
    '--expression-attribute-values',
    `{":p":{"S":"S#0"},":k":${k},":z":{"N":"0"}}`,
    '--filter-expression',
    filter!
  ]),
  [...BY_NUM, ...G1, '{":g":{"S":"G#1"},":k":{"N":"1"}}', '--filter-expression', 'num > :k']
];

/** A filter over partition S#0 (7 items a page) with the placeholders and #names it uses. */
function filterCase(filter: string, k: string): string[] {
  const values: Record<string, unknown> = { ':p': { S: 'S#0' }, ':k': JSON.parse(k) as unknown };
  if (filter.includes(':z')) values[':z'] = { N: '0' };
  if (filter.includes(':s')) values[':s'] = { S: 'S' };
  const names = Object.fromEntries(
    Object.entries({ '#m': 'map', '#l': 'list', '#nm': 'name', '#c': 'count' }).filter(([h]) =>
      new RegExp(`${h}\\b`).test(filter)
    )
  );
  return [
    ...S0,
    '--expression-attribute-values',
    JSON.stringify(values),
    '--filter-expression',
    filter,
    ...(Object.keys(names).length ? ['--expression-attribute-names', JSON.stringify(names)] : []),
    '--limit',
    '7'
  ];
}

describe('flags beyond the vectors, in dynalite', () => {
  const { analysis } = load(`${VECTORS}query-model.json`);
  beforeAll(() => seedLocalTable(client, `${VECTORS}query-model.json`, 'flags-'));

  it.each([
    ...FLAG_ANSWERS.map((args) => ['answers', args.join(' '), args] as const),
    ...FLAG_REFUSALS.map((args) => ['refuses', args.join(' '), args] as const)
  ])('%s %s', async (outcome, _, args) => {
    const parsed = parseQueryArgs(['model.json', ...args]);
    if (!parsed.ok) throw new Error(parsed.error);
    const ours = runQuery(analysis, parsed.request);
    let theirs;
    try {
      theirs = await askDynalite(parsed.request, 'flags-');
    } catch (e) {
      expect(outcome).toBe('refuses');
      const message = (e as Error).message;
      // dynalite words syntax errors as its parser generator does; Keyscope as DynamoDB does.
      const syntax = /^Invalid \w+: Syntax error; /.exec(message);
      if (syntax) expect(ours.ok ? 'an answer' : ours.error.message).toMatch(syntax[0]);
      else expect(ours.ok ? 'an answer' : ours.error.message).toBe(message);
      return;
    }
    expect(outcome).toBe('answers');
    if (!ours.ok) throw new Error(`dynalite answered, Keyscope refused: ${ours.error.message}`);
    const sdk = (m: AttributeMap | undefined) => (m ? toSdkItem(m) : undefined);
    expect(theirs.Items).toEqual(ours.response.Items?.map(sdk));
    expect(theirs.Count).toBe(ours.response.Count);
    expect(theirs.ScannedCount).toBe(ours.response.ScannedCount);
    expect(theirs.LastEvaluatedKey).toEqual(sdk(ours.response.LastEvaluatedKey));
  });

  it('walk every page of a partition and of an index to the same end', async () => {
    for (const args of [
      [...S0, '--expression-attribute-values', P0, '--limit', '3'],
      [...S0, '--expression-attribute-values', P0, '--limit', '4', '--no-scan-index-forward'],
      [...BY_NUM, ...G1, '{":g":{"S":"G#0"}}', '--limit', '2']
    ]) {
      const parsed = parseQueryArgs(['model.json', ...args]);
      if (!parsed.ok) throw new Error(parsed.error);
      let req: QueryRequest = parsed.request;
      for (let page = 0; page < 50; page++) {
        const ours = runQuery(analysis, req);
        const theirs = await askDynalite(req, 'flags-');
        if (!ours.ok) throw new Error(ours.error.message);
        expect(theirs.Items).toEqual(ours.response.Items?.map((i) => toSdkItem(i)));
        const next = ours.response.LastEvaluatedKey;
        expect(theirs.LastEvaluatedKey).toEqual(next && toSdkItem(next));
        if (!next) break;
        req = { ...req, ExclusiveStartKey: next };
      }
      expect(req.ExclusiveStartKey, args.join(' ')).toBeDefined();
    }
  });

  it('merges pages as the AWS CLI does: the items dynalite gives page by page, max-items at a time', async () => {
    const args = [...BY_NUM, ...G1, '{":g":{"S":"G#1"}}'];
    const parsed = parseQueryArgs(['model.json', ...args]);
    if (!parsed.ok) throw new Error(parsed.error);
    const theirs: unknown[] = [];
    let req: QueryRequest = { ...parsed.request, Limit: 3 };
    for (let page = 0; page < 50; page++) {
      const out = await askDynalite(req, 'flags-');
      theirs.push(...(out.Items ?? []));
      if (!out.LastEvaluatedKey) break;
      req = { ...req, ExclusiveStartKey: fromSdkKey(out.LastEvaluatedKey) };
    }
    const ours: unknown[] = [];
    let token: string | undefined;
    for (let call = 0; call < 50; call++) {
      const r = paginateQuery(analysis, parsed.request, {
        pageSize: 3,
        maxItems: 4,
        ...(token ? { startingToken: token } : {})
      });
      if (!r.ok) throw new Error(JSON.stringify(r));
      ours.push(...(r.response.Items ?? []).map((i) => toSdkItem(i)));
      token = r.response.NextToken;
      if (!token) break;
    }
    expect(theirs.length).toBeGreaterThan(4);
    expect(ours).toEqual(theirs);
  });
});

/** A key as the SDK returns it, back in DynamoDB JSON (binary values as base64). */
function fromSdkKey(key: Record<string, unknown>): AttributeMap {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [name, v] of Object.entries(key)) {
    const b = (v as { B?: Uint8Array }).B;
    out[name] = b ? { B: Buffer.from(b).toString('base64') } : v;
  }
  return out as AttributeMap;
}

/** The same request of dynalite's copy of the query-vector model (its tables are prefixed). */
function askDynalite(req: QueryRequest, prefix = 'vectors-') {
  const sdk = (m: unknown) => (m === undefined ? undefined : toSdkItem(m as AttributeMap));
  return client.send(
    new QueryCommand({
      ...req,
      TableName: `${prefix}${req.TableName}`,
      ExpressionAttributeValues: sdk(req.ExpressionAttributeValues),
      ExclusiveStartKey: sdk(req.ExclusiveStartKey),
      ReturnConsumedCapacity: undefined
    })
  );
}

/** The KeyConditionExpression an access pattern stands for, written independently of Keyscope's runner. */
function conditionOf(pattern: AccessPattern, spec: ViewSpec) {
  const params = new Map(Object.entries(pattern.parameters));
  const value = (src: string, type: KeyType): KeyValue => {
    const t = parseTemplate(src);
    if (!t.ok) throw t.error;
    const r = renderWithParameters(t.template, params);
    if (!r.ok) throw new Error(`missing ${r.missing}`);
    return type === 'S' ? { S: r.text } : type === 'N' ? { N: r.text } : { B: r.text };
  };
  const names: Record<string, string> = { '#pk': spec.partitionKey.name };
  const values: Record<string, KeyValue> = {
    ':pk': value(pattern.partitionKey, spec.partitionKey.type)
  };
  let expression = '#pk = :pk';
  const sk = pattern.sortKey;
  if (sk && spec.sortKey) {
    names['#sk'] = spec.sortKey.name;
    values[':a'] = value(sk.value, spec.sortKey.type);
    if (sk.operator === 'begins_with') expression += ' AND begins_with(#sk, :a)';
    else if (sk.operator === 'BETWEEN') {
      values[':b'] = value(sk.upper!, spec.sortKey.type);
      expression += ' AND #sk BETWEEN :a AND :b';
    } else expression += ` AND #sk ${sk.operator} :a`;
  }
  return { expression, names, values: values as AttributeMap };
}
