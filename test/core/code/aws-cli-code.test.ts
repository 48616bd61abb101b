// The AWS CLI command lines: for every access pattern of every example, the command parses
// (shell-quote, parseAwsCliCommand) into exactly the SDK input built plainly from the request;
// bash splits it into the same arguments; and the parsed input, sent with the real SDK to a
// dynalite holding the design's items, returns the items runAccessPattern returns, in order.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BatchWriteItemCommand,
  GetItemCommand,
  QueryCommand,
  type AttributeValue,
  type GetItemCommandInput,
  type QueryCommandInput
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignAnalysis } from '../../../src/core/analysis/analyze-design.ts';
import { awsCliCode } from '../../../src/core/code/aws-cli-code.ts';
import { parseAwsCliCommand } from '../../../src/core/code/parse-aws-cli-command.ts';
import type { PatternRequest } from '../../../src/core/code/pattern-request.ts';
import { shellWord } from '../../../src/core/code/shell-word.ts';
import { createTableInput } from '../../../src/core/export/create-table-input.ts';
import { tableItems } from '../../../src/core/export/table-items.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import { gsiKeySchema } from '../../../src/core/model/gsi-key-schema.ts';
import { runAccessPattern } from '../../../src/core/query/run-access-pattern.ts';
import { storedItem } from '../../../src/core/views/resolve-items.ts';
import { toSdkItem } from '../../../scripts/seed-local-table.ts';
import { createActiveTable, startDynalite, type LocalDynamo } from '../../live/dynalite-server.ts';
import { bashArgv } from './bash-harness.ts';
import { allExampleRequests, EXAMPLE_IDS, exampleRequests } from './example-requests.ts';
import { nastyRequest } from './nasty-request.ts';
import { referenceInput } from './reference-input.ts';

const EXAMPLES = allExampleRequests();
const NASTY: [string, PatternRequest][] = [
  ['a Query on a table', nastyRequest('Query')],
  [
    'a descending Query on an index with a Limit',
    nastyRequest('Query', { index: 'by-x', descending: true, limit: 3 })
  ],
  ['a GetItem', nastyRequest('GetItem')]
];

const dir = mkdtempSync(join(tmpdir(), 'keyscope-cli-code-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SCRIPTS: { label: string; request: PatternRequest; file: string }[] = [
  ...EXAMPLES.map((e) => ({ label: e.label, request: e.request })),
  ...NASTY.map(([label, request]) => ({ label, request }))
].map((s, i) => ({ ...s, file: join(dir, `q${i}.sh`) }));
let argv: Map<string, string[] | string>;

beforeAll(async () => {
  for (const s of SCRIPTS) writeFileSync(s.file, awsCliCode(s.request));
  argv = await bashArgv(SCRIPTS.map((s) => s.file));
});

describe('awsCliCode', () => {
  it.each(SCRIPTS.map((s) => [s.label, s] as const))(
    '%s: the command parses into the SDK input of the request',
    (_, s) => {
      expect(parseAwsCliCommand(awsCliCode(s.request))).toEqual(cliReference(s.request));
    }
  );

  it.each(SCRIPTS.map((s) => [s.label, s] as const))(
    '%s: bash gives the AWS CLI the arguments the parser reads',
    (_, s) => {
      const words = argv.get(s.file)!;
      expect(Array.isArray(words), String(words)).toBe(true);
      const again = parseAwsCliCommand(
        (words as string[]).map((w) => shellWord([w], false)).join(' ')
      );
      expect(again).toEqual(cliReference(s.request));
    }
  );

  it.each(EXAMPLES.map((e) => [e.label, e.request] as const))(
    '%s: says what Keyscope computes and writes no region nor endpoint',
    (_, request) => {
      const code = awsCliCode(request);
      expect(code).toContain(
        `# Keyscope computes: ${request.items} ${request.items === 1 ? 'item' : 'items'}, ${request.capacityUnits} RCU`
      );
      expect(code).not.toMatch(/--region|--endpoint-url|amazonaws\.com/);
      expect(existsSync(dir)).toBe(true);
    }
  );

  it('sets each parameter as a quoted shell variable, never an environment name', () => {
    const code = awsCliCode(nastyRequest('Query'));
    expect(code).toContain(`\nparam_PATH='\\\\'\n`);
    expect(code).toContain(`\nparam_user_id='7'\n`);
    expect(code).toContain(`\nparam_user_id_5='${"'\\''".repeat(4)}7'\n`);
    expect(code).not.toMatch(/\u202e|\r/);
  });

  it('writes a Limit as pages of that many, up to that many in all, not as --limit', () => {
    const code = awsCliCode(nastyRequest('Query', { limit: 3 }));
    expect(code).toContain('  --page-size 3 --max-items 3 \\\n');
    expect(code).not.toContain('--limit');
    expect(code).toContain("# the pattern's Limit: at most 3 items in all.");
  });
});

/** What the CLI sends and prints: the reference input, and a Limit as its `--max-items` too. */
function cliReference(request: PatternRequest): ReturnType<typeof parseAwsCliCommand> {
  const reference = referenceInput(request);
  return reference.operation === 'Query' && request.limit !== undefined
    ? { ...reference, maxItems: request.limit }
    : reference;
}

/** Whether dynalite can hold the index: it refuses a key schema of more than two elements. */
function multiKeyIndex(analysis: DesignAnalysis, table: string, index: string | null): boolean {
  const t = analysis.tables.find((x) => x.table.name === table)!.table;
  const g = t.globalSecondaryIndexes.find((x) => x.name === index);
  if (!g) return false;
  const k = gsiKeySchema(g);
  return k.partition.length > 1 || k.sort.length > 1;
}

describe.each(EXAMPLE_IDS)(
  'the %s commands on dynalite (patterns on a multi-attribute GSI are not run: dynalite refuses its key schema)',
  (id) => {
    const requests = exampleRequests(id);
    const analysis = requests[0]?.analysis;
    let dynamo: LocalDynamo;

    beforeAll(async () => {
      dynamo = await startDynalite();
      for (const t of analysis?.tables ?? []) {
        const input = createTableInput(t.table);
        const gsis = (input.GlobalSecondaryIndexes ?? []).filter(
          (g) => !multiKeyIndex(analysis!, t.table.name, g.IndexName)
        );
        const used = new Set(
          [
            ...input.KeySchema,
            ...gsis.flatMap((g) => g.KeySchema),
            ...(input.LocalSecondaryIndexes ?? []).flatMap((l) => l.KeySchema)
          ].map((k) => k.AttributeName)
        );
        const { GlobalSecondaryIndexes: _all, ...rest } = input;
        await createActiveTable(dynamo.seeder, {
          ...rest,
          ...(gsis.length ? { GlobalSecondaryIndexes: gsis } : {}),
          AttributeDefinitions: input.AttributeDefinitions.filter((d) => used.has(d.AttributeName))
        });
        const items = tableItems(t).map(toSdkItem);
        for (let i = 0; i < items.length; i += 25) {
          let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
          while (pending.length) {
            const out = await dynamo.seeder.send(
              new BatchWriteItemCommand({ RequestItems: { [t.table.name]: pending } })
            );
            pending = (out.UnprocessedItems?.[t.table.name] ?? []) as typeof pending;
          }
        }
      }
    });
    afterAll(() => dynamo?.close());

    const runnable = requests.filter(
      (e) => !multiKeyIndex(e.analysis, e.request.table, e.request.index)
    );
    it.each(runnable.map((e) => [e.pattern.name, e] as const))(
      '"%s" returns the items runAccessPattern returns, in order',
      async (_, e) => {
        const parsed = parseAwsCliCommand(awsCliCode(e.request));
        if (typeof parsed === 'string') throw new Error(parsed);
        let got: Record<string, AttributeValue>[];
        if (parsed.operation === 'GetItem') {
          const out = await dynamo.seeder.send(
            new GetItemCommand(parsed.input as GetItemCommandInput)
          );
          got = out.Item ? [out.Item] : [];
        } else {
          // The AWS CLI follows LastEvaluatedKey itself, in pages of --page-size (the request's
          // Limit), and prints at most --max-items items in all.
          got = [];
          const most = parsed.maxItems ?? Infinity;
          let start: Record<string, AttributeValue> | undefined;
          do {
            const input = {
              ...(parsed.input as QueryCommandInput),
              ...(start ? { ExclusiveStartKey: start } : {})
            };
            const out = await dynamo.seeder.send(new QueryCommand(input));
            got.push(...(out.Items ?? []));
            start = out.LastEvaluatedKey;
          } while (start && got.length < most);
          got = got.slice(0, most);
        }
        const run = runAccessPattern(e.analysis, e.pattern);
        const t = e.analysis.tables[run.table]!;
        const want = run.entries.map((x) =>
          toSdkItem(projected(e.analysis, e.request, storedItem(t.resolved, x.item)))
        );
        expect(run.count).toBeGreaterThan(0);
        expect(got).toEqual(want);
      }
    );
  }
);

/** The item as the queried index holds it (its projection). */
function projected(
  analysis: DesignAnalysis,
  request: PatternRequest,
  item: AttributeMap
): AttributeMap {
  const table = analysis.tables.find((t) => t.table.name === request.table)!.table;
  const index = [...table.globalSecondaryIndexes, ...table.localSecondaryIndexes].find(
    (i) => i.name === request.index
  );
  if (!index || index.projection.type === 'ALL') return item;
  const keep = new Set([
    table.partitionKey.name,
    ...(table.sortKey ? [table.sortKey.name] : []),
    ...request.conditions.map((c) => c.attribute),
    ...request.sortKey,
    ...(index.projection.type === 'INCLUDE' ? (index.projection.nonKeyAttributes ?? []) : [])
  ]);
  return Object.fromEntries(Object.entries(item).filter(([k]) => keep.has(k)));
}
