// The CDK export checked by the real tools: every example's module (and the small designs of
// cdk-designs.ts) is type-checked and compiled by TypeScript as a strict CDK app would, loaded,
// and synthesised by aws-cdk-lib into CloudFormation, all in one program and one App; each
// AWS::DynamoDB::GlobalTable that TableV2 makes must be Keyscope's own CloudFormation export of
// the same table, once `asTableProperties` has mapped GlobalTable's shape onto Table's.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdkStack } from '../../../src/core/export/cdk-stack.ts';
import { cloudFormationTemplate } from '../../../src/core/export/cloud-formation-template.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';
import { CDK_DESIGNS } from './cdk-designs.ts';

type Json = Record<string, unknown>;

const EXAMPLES = (
  JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as { id: string }[]
).map(({ id }): [string, Design] => [`example ${id}`, example(id)]);
const CASES: readonly (readonly [string, Design])[] = [...EXAMPLES, ...CDK_DESIGNS];

// Inside the repository, so the compiled modules resolve aws-cdk-lib and constructs from its
// node_modules as they would in a CDK app; under node_modules/.cache, where no linter, formatter,
// type check or git looks, while another file's tests run beside this one.
const CACHE = resolve('node_modules/.cache');
let dir = '';
const file = (i: number) => join(dir, `stack-${i}.ts`);

/** What each case came to: its compiler diagnostics, and its synthesised template's resources. */
const diagnostics = new Map<number, string[]>();
const resources = new Map<number, Record<string, { Type: string; Properties: Json }>>();
/** The findings of CDK's own template validation (cfn-lint's rules, run at synthesis), by case. */
const findings = new Map<number, string[]>();

interface ValidationReport {
  pluginReports: {
    violations: {
      ruleName: string;
      description: string;
      violatingConstructs: { constructPath: string }[];
    }[];
  }[];
}

/**
 * What CDK's validation may say of a case. CloudFormation reads `${…}` outside `Fn::Sub` as the
 * text it is, but its linter warns that it looks like a forgotten substitution: the hostile
 * design's attribute name `${notATemplate}` is meant, so that warning is expected, and only it.
 */
const EXPECTED_FINDINGS = new Map([
  [
    'hostile names',
    [
      "E1029: AttributeDefinitions.5.AttributeName: Found an embedded parameter '${notATemplate}' outside of an 'Fn::Sub' at Properties.AttributeDefinitions.5.AttributeName"
    ]
  ]
]);

/**
 * A CDK app's compiler settings at their strictest (`cdk init`'s and more): a module that passes
 * them drops into any TypeScript CDK app. NodeNext reads aws-cdk-lib's `exports` map as Node
 * does; the folder's package.json makes the output CommonJS, which `require` loads.
 */
const COMPILER: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noImplicitReturns: true,
  noImplicitOverride: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  declaration: true,
  skipLibCheck: true,
  types: []
};

// The type check reads all of aws-cdk-lib's declarations (its root module exports every
// service's): tens of seconds on a busy 2-core machine, so the hook's limit is generous.
beforeAll(() => {
  mkdirSync(CACHE, { recursive: true });
  dir = mkdtempSync(join(CACHE, 'keyscope-cdk-'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "commonjs" }\n');
  CASES.forEach(([, design], i) => writeFileSync(file(i), cdkStack(design).text));
  const program = ts.createProgram(
    CASES.map((_, i) => file(i)),
    { ...COMPILER, outDir: join(dir, 'out'), rootDir: dir }
  );
  const emitted = program.emit();
  for (const d of [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics]) {
    const i = CASES.findIndex((_, j) => d.file?.fileName === file(j));
    diagnostics.set(i, [
      ...(diagnostics.get(i) ?? []),
      ts.flattenDiagnosticMessageText(d.messageText, '\n')
    ]);
  }
  if (diagnostics.has(-1)) return; // reported by its own test
  const load = createRequire(join(dir, 'package.json'));
  const { App } = load('aws-cdk-lib') as typeof import('aws-cdk-lib');
  const app = new App({ outdir: join(dir, 'cdk.out') });
  const stacks = CASES.map((_, i) => {
    const exported = Object.values(load(join(dir, 'out', `stack-${i}.js`)) as Json);
    expect(exported).toHaveLength(1);
    const Stack = exported[0] as new (scope: unknown, id: string) => { artifactId: string };
    return new Stack(app, `Case${i}`);
  });
  const assembly = app.synth();
  stacks.forEach((stack, i) => {
    const template = assembly.getStackArtifact(stack.artifactId).template as {
      Resources: Record<string, { Type: string; Properties: Json }>;
    };
    resources.set(i, template.Resources);
  });
  // Written at every synthesis that validates, as the CDK CLI's would be (findings or none).
  const report = JSON.parse(
    readFileSync(join(dir, 'cdk.out', 'validation-report.json'), 'utf8')
  ) as ValidationReport;
  for (const plugin of report.pluginReports)
    for (const v of plugin.violations)
      for (const c of v.violatingConstructs) {
        const i = Number(/^Case(\d+)\//.exec(c.constructPath)?.[1] ?? -1);
        findings.set(i, [...(findings.get(i) ?? []), `${v.ruleName}: ${v.description}`]);
      }
}, 900_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The table resources of Keyscope's own CloudFormation export, by table name. */
function cloudFormationTables(design: Design): Map<string, Json> {
  const template = JSON.parse(cloudFormationTemplate(design, { format: 'json' })) as {
    Resources: Record<string, { Properties: Json }>;
  };
  return new Map(
    Object.values(template.Resources).map((r) => [
      r.Properties['TableName'] as string,
      withDefinitionsSorted(r.Properties)
    ])
  );
}

/**
 * AttributeDefinitions compared as the set they are: CDK defines each attribute where it first
 * meets it, CreateTable's input in its own order, and neither order means anything.
 */
function withDefinitionsSorted(properties: Json): Json {
  const definitions = properties['AttributeDefinitions'] as { AttributeName: string }[];
  return {
    ...properties,
    AttributeDefinitions: [...definitions].sort((a, b) =>
      a.AttributeName < b.AttributeName ? -1 : a.AttributeName > b.AttributeName ? 1 : 0
    )
  };
}

/** Throws, naming what the normaliser did not expect, so the comparison fails with it. */
function unexpected(what: string, value: unknown): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(value)}`);
}

/**
 * A write capacity as GlobalTable holds it, as the units Table holds: TableV2 takes write
 * capacity only as auto scaling, and auto scaling pinned at one value (MinCapacity =
 * MaxCapacity) is that value whatever its target utilisation. Anything else is left unmatched.
 */
function pinnedWrite(settings: unknown): number | undefined {
  if (settings === undefined) return undefined;
  const { WriteCapacityAutoScalingSettings: scaling, ...other } = settings as Json;
  const { MinCapacity, MaxCapacity, TargetTrackingScalingPolicyConfiguration, ...more } =
    scaling as Json;
  if (Object.keys(other).length || Object.keys(more).length || MinCapacity !== MaxCapacity)
    unexpected('write capacity', settings);
  expect(TargetTrackingScalingPolicyConfiguration).toBeDefined();
  return MinCapacity as number;
}

/** `ProvisionedThroughput` from a read and a write capacity, when there are any. */
function throughput(read: unknown, write: number | undefined): Json {
  if (read === undefined && write === undefined) return {};
  const units = (read as { ReadCapacityUnits?: unknown } | undefined)?.ReadCapacityUnits;
  return { ProvisionedThroughput: { ReadCapacityUnits: units, WriteCapacityUnits: write } };
}

/**
 * An AWS::DynamoDB::GlobalTable's properties in AWS::DynamoDB::Table's shape. The differences
 * mapped, each because TableV2 always makes a global table:
 * - `Replicas`: one replica, in the stack's own region (`{ Ref: AWS::Region }`): the table
 *   itself. A global table keeps read capacity per replica, so the replica's
 *   `ReadProvisionedThroughputSettings` is the table's read capacity and its
 *   `GlobalSecondaryIndexes[].ReadProvisionedThroughputSettings` each GSI's; the replica must
 *   name every GSI and hold nothing else.
 * - `WriteProvisionedThroughputSettings` (the table's and each GSI's): write capacity as auto
 *   scaling pinned at one value, that value (`pinnedWrite`).
 * - `AttributeDefinitions`: compared as a set (`withDefinitionsSorted`).
 * Every other property is kept as it is, so one the CloudFormation export lacks fails the test.
 */
function asTableProperties(global: Json): Json {
  const { Replicas, WriteProvisionedThroughputSettings, GlobalSecondaryIndexes, ...rest } = global;
  const replicas = Replicas as Json[];
  if (replicas.length !== 1) unexpected('replicas', replicas);
  const {
    Region,
    ReadProvisionedThroughputSettings,
    GlobalSecondaryIndexes: reads,
    ...other
  } = replicas[0]!;
  if (JSON.stringify(Region) !== '{"Ref":"AWS::Region"}' || Object.keys(other).length)
    unexpected('replica', replicas[0]);
  const gsis = (GlobalSecondaryIndexes ?? []) as Json[];
  const readOf = new Map(
    ((reads ?? []) as Json[]).map(({ IndexName, ReadProvisionedThroughputSettings, ...more }) => {
      if (Object.keys(more).length) unexpected('replica index', more);
      return [IndexName, ReadProvisionedThroughputSettings];
    })
  );
  expect([...readOf.keys()]).toEqual(gsis.map((g) => g['IndexName']));
  return withDefinitionsSorted({
    ...rest,
    ...throughput(
      ReadProvisionedThroughputSettings,
      pinnedWrite(WriteProvisionedThroughputSettings)
    ),
    ...(gsis.length
      ? {
          GlobalSecondaryIndexes: gsis.map(({ WriteProvisionedThroughputSettings: w, ...g }) => ({
            ...g,
            ...throughput(readOf.get(g['IndexName']), pinnedWrite(w))
          }))
        }
      : {})
  });
}

describe('the CDK export, type-checked and synthesised by aws-cdk-lib', () => {
  it('compiles every module with no diagnostic outside them', () => {
    expect(diagnostics.get(-1) ?? []).toEqual([]);
  });

  it.each(CASES.map(([name], i) => [name, i] as const))(
    '%s type-checks as a strict CDK app',
    (_, i) => {
      expect(diagnostics.get(i) ?? []).toEqual([]);
    }
  );

  it.each(CASES.map(([name, design], i) => [name, design, i] as const))(
    '%s synthesises a GlobalTable per table, each its CloudFormation export',
    (_, design, i) => {
      const synthesised = Object.values(resources.get(i)!);
      expect(synthesised.map((r) => r.Type)).toEqual(
        design.tables.map(() => 'AWS::DynamoDB::GlobalTable')
      );
      const tables = new Map(
        synthesised.map((r) => [r.Properties['TableName'], asTableProperties(r.Properties)])
      );
      expect(tables).toStrictEqual(cloudFormationTables(design));
    }
  );

  it('reports every finding of CDK’s own template validation against a case', () => {
    expect(findings.get(-1) ?? []).toEqual([]);
  });

  it.each(CASES.map(([name], i) => [name, i] as const))(
    '%s passes CDK’s own template validation',
    (name, i) => {
      expect(findings.get(i) ?? []).toEqual(EXPECTED_FINDINGS.get(name) ?? []);
    }
  );
});
