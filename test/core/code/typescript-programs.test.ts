// The TypeScript `keyscope code` writes, checked by the real tools. For every access pattern of
// every example (and of a design of hostile names), in both flavours:
//  1. one `tsc --noEmit` type-checks every program, strict, against the installed
//     @aws-sdk/client-dynamodb and @aws-sdk/lib-dynamodb (a wrong program beside them must fail);
//  2. each program runs as a child process (`node --import tsx file.ts`) against dynalite holding
//     the design's items, the endpoint and region given only through the SDK's environment
//     variables, and must print the items `keyscope query` answers for the pattern, in order.
// The programs are written under node_modules/.cache, inside the repository, so that their
// imports resolve to the repository's own packages.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchWriteItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, hostileDesign, node, ROOT, slots, type Exit } from './node-programs.ts';
import { analyzeDesign, type DesignAnalysis } from '../../../src/core/analysis/analyze-design.ts';
import { patternRequest, type PatternRequest } from '../../../src/core/code/pattern-request.ts';
import { typescriptCode } from '../../../src/core/code/typescript-code.ts';
import type { TypescriptFlavour } from '../../../src/core/code/typescript-key-value.ts';
import { createTableInput } from '../../../src/core/export/create-table-input.ts';
import { tableItems } from '../../../src/core/export/table-items.ts';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { paginateQuery } from '../../../src/core/query/paginate-query.ts';
import { renderWithParameters } from '../../../src/core/templates/render-template.ts';
import { toSdkItem } from '../../../scripts/seed-local-table.ts';
import { example } from '../../helpers/example.ts';
import { createActiveTable, startDynalite, type LocalDynamo } from '../../live/dynalite-server.ts';

const FLAVOURS: TypescriptFlavour[] = ['client', 'document'];
/** Child processes at once: the suite runs on 2-core machines, beside another test file. */
const CONCURRENCY = 2;
/**
 * Ends only a hung check: tsc, or a test whose program waits in the queue of 60 (two at a time,
 * each a Node start, tsx and the SDK) on a busy 2-core machine, or a run filtered with `-t`.
 */
const HUNG = 1_800_000;

interface Subject {
  readonly id: string;
  readonly design: Design;
  readonly analysis: DesignAnalysis;
  /** GSIs with more than one partition or sort attribute: dynalite refuses their key schema. */
  readonly multiKey: ReadonlySet<string>;
}

interface Program {
  readonly label: string;
  readonly subject: Subject;
  readonly request: PatternRequest;
  readonly flavour: TypescriptFlavour;
  readonly file: string;
}

function subject(id: string, design: Design): Subject {
  const analysis = analyzeDesign(design);
  const multiKey = new Set(
    analysis.tables.flatMap((t) =>
      (createTableInput(t.table).GlobalSecondaryIndexes ?? [])
        .filter((g) => g.KeySchema.length > 2)
        .map((g) => `${t.table.name}/${g.IndexName}`)
    )
  );
  return { id, design, analysis, multiKey };
}

const EXAMPLES = (
  JSON.parse(readFileSync(join(ROOT, 'public/examples/index.json'), 'utf8')) as { id: string }[]
).map((e) => e.id);
const SUBJECTS = [
  ...EXAMPLES.map((id) => subject(id, example(id))),
  subject('hostile', hostileDesign())
];

mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
const DIR = mkdtempSync(join(ROOT, 'node_modules/.cache/keyscope-code-'));

const PROGRAMS: Program[] = SUBJECTS.flatMap((s) =>
  s.design.accessPatterns.flatMap((pattern, p) => {
    const request = patternRequest(s.analysis, pattern);
    // Every example pattern is one request (test/core/code/pattern-request.test.ts); a string
    // here would be a broken example, so it fails the test loudly rather than skip it.
    if (typeof request === 'string') throw new Error(`${s.id}: ${request}`);
    return FLAVOURS.map((flavour) => ({
      label: `${s.id}: ${JSON.stringify(pattern.name)} (${flavour})`,
      subject: s,
      request,
      flavour,
      file: join(DIR, `${s.id}-${p}-${flavour}.ts`)
    }));
  })
);
const runnable = (p: Program): boolean =>
  p.request.index === null || !p.subject.multiKey.has(`${p.request.table}/${p.request.index}`);
const RUN = PROGRAMS.filter(runnable);
const NOT_RUN = PROGRAMS.filter((p) => !runnable(p));

/** A program that must not type-check: the SDK's types are really read, strictly. */
const CANARY = join(DIR, 'canary.ts');

beforeAll(() => {
  for (const p of PROGRAMS) writeFileSync(p.file, typescriptCode(p.request, p.flavour));
  const gaming = PROGRAMS.find((p) => p.request.operation === 'Query' && p.flavour === 'client')!;
  writeFileSync(
    CANARY,
    typescriptCode(gaming.request, 'client').replace(
      "ReturnConsumedCapacity: 'TOTAL'",
      "ReturnConsumedCapacity: 'ALL'"
    )
  );
  // As strict as a careful project is: the house's flags and then some.
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2022'],
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    noImplicitReturns: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true
  };
  const files = [...PROGRAMS.map((p) => p.file), CANARY];
  writeFileSync(join(DIR, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }, null, 2));
});
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('the generated TypeScript', () => {
  it(
    `type-checks, all ${PROGRAMS.length} programs in one strict tsc --noEmit, and a wrong one fails`,
    async () => {
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      const r = await node(
        [tsc, '-p', join(DIR, 'tsconfig.json'), '--pretty', 'false'],
        cleanEnv()
      );
      const errors = r.stdout.split('\n').filter((l) => /error TS\d+/.test(l));
      expect(errors.filter((l) => !l.includes('canary.ts('))).toEqual([]);
      // The canary's one error: the SDK's own type refuses its ReturnConsumedCapacity.
      expect(errors.filter((l) => l.includes('canary.ts(')).length).toBe(1);
      expect(r.stdout).toContain(`'"ALL"' is not assignable to type 'ReturnConsumedCapacity`);
    },
    HUNG
  );

  describe('run against dynalite', () => {
    const dynamos = new Map<string, LocalDynamo>();
    const runs = new Map<Program, Promise<Exit>>();

    beforeAll(async () => {
      for (const s of SUBJECTS) {
        const dynamo = await startDynalite();
        dynamos.set(s.id, dynamo);
        await seed(dynamo, s);
      }
      const slot = slots(CONCURRENCY);
      for (const p of RUN) {
        const env = {
          ...cleanEnv(),
          AWS_ENDPOINT_URL_DYNAMODB: dynamos.get(p.subject.id)!.url,
          AWS_REGION: 'local',
          AWS_ACCESS_KEY_ID: 'local',
          AWS_SECRET_ACCESS_KEY: 'local',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true'
        };
        runs.set(
          p,
          slot(() => node(['--import', 'tsx', p.file], env))
        );
      }
    }, HUNG);

    afterAll(async () => {
      await Promise.allSettled(runs.values());
      for (const d of dynamos.values()) await d.close();
    }, HUNG);

    it.each(RUN.map((p) => [p.label, p] as const))(
      '%s prints the items keyscope query answers, in order',
      async (_, p) => {
        const exit = await runs.get(p)!;
        expect({ code: exit.code, stderr: exit.stderr }).toEqual({
          code: 0,
          stderr: expect.stringMatching(
            /^Consumed capacity: [\d.]+ RCU \(Keyscope computes [\d.]+ RCU\)\n$/
          )
        });
        const expected = keyscopeItems(p.subject.analysis, p.request);
        // The header's count is Keyscope's run of the pattern: the same items.
        expect(expected.length).toBe(p.request.items);
        const printed = JSON.parse(exit.stdout) as unknown;
        expect(printed).toEqual(
          p.flavour === 'client' ? expected : expected.map((i) => plainItem(i))
        );
      },
      HUNG
    );

    it.skip.each(NOT_RUN.map((p) => [p.label]))(
      '%s is type-checked but not run: dynalite refuses a multi-attribute GSI key schema',
      () => {}
    );
  });
});

/**
 * The design's tables and items in a dynalite of its own (examples share table names). A GSI
 * with a multi-attribute key is left out, as dynalite refuses its key schema, and with it the
 * attribute definitions only it used.
 */
async function seed(dynamo: LocalDynamo, s: Subject): Promise<void> {
  for (const t of s.analysis.tables) {
    const { GlobalSecondaryIndexes, ...input } = createTableInput(t.table);
    const gsis = (GlobalSecondaryIndexes ?? []).filter((g) => g.KeySchema.length <= 2);
    const used = new Set(
      [input.KeySchema, ...gsis.map((g) => g.KeySchema)]
        .concat((input.LocalSecondaryIndexes ?? []).map((l) => l.KeySchema))
        .flat()
        .map((k) => k.AttributeName)
    );
    await createActiveTable(dynamo.seeder, {
      ...input,
      AttributeDefinitions: input.AttributeDefinitions.filter((a) => used.has(a.AttributeName)),
      ...(gsis.length ? { GlobalSecondaryIndexes: gsis } : {})
    });
    const items = tableItems(t);
    for (let i = 0; i < items.length; i += 25) {
      let pending = items
        .slice(i, i + 25)
        .map((item) => ({ PutRequest: { Item: toSdkItem(item) } }));
      while (pending.length) {
        const out = await dynamo.seeder.send(
          new BatchWriteItemCommand({ RequestItems: { [t.table.name]: pending } })
        );
        pending = (out.UnprocessedItems?.[t.table.name] ?? []) as typeof pending;
      }
    }
  }
}

/**
 * What `keyscope query` answers for the pattern's request: the key values rendered by Keyscope's
 * own template renderer, the AWS CLI's paging with the pattern's Limit as the most items.
 */
function keyscopeItems(analysis: DesignAnalysis, r: PatternRequest): AttributeMap[] {
  const params = new Map(r.parameters.map((p) => [p.name, p.example]));
  const values = r.conditions.flatMap((c) =>
    c.placeholders.map((placeholder, i) => {
      const v = c.values[i]!;
      const text = renderWithParameters({ source: '', parts: v.parts, fields: [] }, params);
      if (!text.ok) throw new Error(`no parameter ${text.missing}`);
      return [placeholder, { [v.type]: text.text }] as const;
    })
  );
  const answer = paginateQuery(
    analysis,
    {
      TableName: r.table,
      ...(r.index === null ? {} : { IndexName: r.index }),
      KeyConditionExpression: r.expression,
      ...(r.names.size ? { ExpressionAttributeNames: Object.fromEntries(r.names) } : {}),
      ExpressionAttributeValues: Object.fromEntries(values),
      ScanIndexForward: r.scanIndexForward,
      ConsistentRead: r.consistentRead
    },
    r.limit === undefined ? {} : { maxItems: r.limit }
  );
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.response.Items ?? [];
}

/**
 * An item as the document client gives it and the program prints it: strings, numbers (past
 * 2^53 a BigInt, printed as its digits), binary as base64, sets as arrays.
 * https://docs.aws.amazon.com/AWSJavaScriptSDK/v3/latest/Package/-aws-sdk-util-dynamodb/
 */
function plainItem(item: AttributeMap): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, plainValue(v)]));
}

function plainValue(v: AttributeValue): unknown {
  if ('S' in v) return v.S;
  if ('N' in v) return plainNumber(v.N);
  if ('B' in v) return v.B;
  if ('BOOL' in v) return v.BOOL;
  if ('NULL' in v) return null;
  if ('L' in v) return v.L.map(plainValue);
  if ('M' in v) return plainItem(v.M);
  if ('SS' in v) return [...v.SS];
  if ('NS' in v) return v.NS.map(plainNumber);
  return [...v.BS];
}

function plainNumber(text: string): unknown {
  const n = Number(text);
  return Number.isSafeInteger(Math.trunc(n)) || !Number.isFinite(n) ? n : BigInt(text).toString();
}
