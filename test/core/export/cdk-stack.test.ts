import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cdkStack } from '../../../src/core/export/cdk-stack.ts';
import {
  createTableInput,
  type CreateTableInput
} from '../../../src/core/export/create-table-input.ts';
import { tsString } from '../../../src/core/text/ts-string.ts';
import type { Design, Table } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';
import { designArb } from '../design-arbitrary.ts';
import { CDK_DESIGNS } from './cdk-designs.ts';

// The module is run here with stand-ins for aws-cdk-lib that record what it builds (the real
// library synthesises it in cdk-stack-synth.test.ts, which takes seconds); each TableV2's props
// are read back into CreateTable's terms by `asCreateTableInput`, written from the CDK reference
// independently of the exporter, and must be the table's own CreateTable input.

interface Attribute {
  name: string;
  type: 'S' | 'N' | 'B';
}
interface IndexProps {
  indexName: string;
  partitionKey?: Attribute;
  partitionKeys?: Attribute[];
  sortKey?: Attribute;
  sortKeys?: Attribute[];
  projectionType: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  nonKeyAttributes?: string[];
}
type Billing =
  | { mode: 'PAY_PER_REQUEST' }
  | {
      mode: 'PROVISIONED';
      readCapacity: { fixed?: number };
      writeCapacity: { autoscaled?: { minCapacity?: number; maxCapacity: number } };
    };
interface TableProps extends Omit<IndexProps, 'indexName' | 'projectionType'> {
  tableName: string;
  billing: Billing;
  globalSecondaryIndexes?: IndexProps[];
  localSecondaryIndexes?: IndexProps[];
}
interface Built {
  /** The stack class's name. */
  stack: string;
  tables: Map<string, { scope: unknown; id: string; props: TableProps }>;
}

/** Runs the module with stand-ins for aws-cdk-lib and makes its stack. */
function build(text: string): Built {
  const out = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    reportDiagnostics: true
  });
  expect(out.diagnostics ?? []).toEqual([]);
  class Stack {
    constructor(
      readonly scope: unknown,
      readonly id: string
    ) {}
  }
  class TableV2 {
    constructor(
      readonly scope: unknown,
      readonly id: string,
      readonly props: TableProps
    ) {}
  }
  const dynamodb = {
    AttributeType: { STRING: 'S', NUMBER: 'N', BINARY: 'B' },
    ProjectionType: { ALL: 'ALL', KEYS_ONLY: 'KEYS_ONLY', INCLUDE: 'INCLUDE' },
    Billing: {
      onDemand: () => ({ mode: 'PAY_PER_REQUEST' }),
      provisioned: (p: object) => ({ mode: 'PROVISIONED', ...p })
    },
    Capacity: {
      fixed: (units: number) => ({ fixed: units }),
      autoscaled: (options: object) => ({ autoscaled: options })
    },
    TableV2
  };
  const libraries = new Map<string, object>([
    ['aws-cdk-lib', { Stack }],
    ['aws-cdk-lib/aws-dynamodb', dynamodb]
  ]);
  const exports: Record<string, new (scope: unknown, id: string) => Stack> = {};
  const require = (name: string) => {
    const library = libraries.get(name);
    if (!library) throw new Error(`the module imports ${name}`);
    return library;
  };
  new Function('require', 'exports', out.outputText)(require, exports);
  const entries = Object.entries(exports);
  expect(entries.map(([name]) => typeof name)).toEqual(['string']);
  const [stack, Made] = entries[0]!;
  const made = new Made('app', 'Id') as Stack & { tables: Map<string, TableV2> };
  for (const t of made.tables.values()) expect(t.scope).toBe(made);
  return { stack, tables: made.tables };
}

/** A TableV2's props in CreateTable's terms, as the CDK reference describes them. */
function asCreateTableInput(props: TableProps): CreateTableInput {
  const definitions = new Map<string, 'S' | 'N' | 'B'>();
  const schema = (p: Omit<IndexProps, 'indexName' | 'projectionType'>) => {
    const hash = p.partitionKeys ?? [p.partitionKey!];
    const range = p.sortKeys ?? (p.sortKey ? [p.sortKey] : []);
    for (const a of [...hash, ...range]) definitions.set(a.name, a.type);
    return [
      ...hash.map((a) => ({ AttributeName: a.name, KeyType: 'HASH' as const })),
      ...range.map((a) => ({ AttributeName: a.name, KeyType: 'RANGE' as const }))
    ];
  };
  const projection = (i: IndexProps) => ({
    ProjectionType: i.projectionType,
    ...(i.nonKeyAttributes ? { NonKeyAttributes: i.nonKeyAttributes } : {})
  });
  const b = props.billing;
  // Write capacity as auto scaling pinned at one value is that value.
  if (b.mode === 'PROVISIONED')
    expect(b.writeCapacity.autoscaled?.minCapacity).toBe(b.writeCapacity.autoscaled?.maxCapacity);
  const throughput =
    b.mode === 'PROVISIONED'
      ? {
          ReadCapacityUnits: b.readCapacity.fixed!,
          WriteCapacityUnits: b.writeCapacity.autoscaled!.maxCapacity
        }
      : undefined;
  const input: CreateTableInput = {
    TableName: props.tableName,
    KeySchema: schema(props),
    AttributeDefinitions: [],
    BillingMode: b.mode,
    ...(throughput ? { ProvisionedThroughput: throughput } : {})
  };
  // A GSI's capacity is inherited from the table when it names none (TableV2's default).
  if (props.globalSecondaryIndexes)
    input.GlobalSecondaryIndexes = props.globalSecondaryIndexes.map((g) => ({
      IndexName: g.indexName,
      KeySchema: schema(g),
      Projection: projection(g),
      ...(throughput ? { ProvisionedThroughput: throughput } : {})
    }));
  if (props.localSecondaryIndexes)
    input.LocalSecondaryIndexes = props.localSecondaryIndexes.map((l) => ({
      IndexName: l.indexName,
      KeySchema: schema({ partitionKey: props.partitionKey!, sortKey: l.sortKey! }),
      Projection: projection(l)
    }));
  input.AttributeDefinitions = sorted(
    [...definitions].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }))
  );
  return input;
}

function sorted<T extends { AttributeName: string }>(definitions: T[]): T[] {
  return [...definitions].sort((a, b) =>
    a.AttributeName < b.AttributeName ? -1 : a.AttributeName > b.AttributeName ? 1 : 0
  );
}

/** Each table's CreateTable input, its AttributeDefinitions (a set) sorted. */
function expected(tables: readonly Table[]): Map<string, CreateTableInput> {
  return new Map(
    tables.map((t) => {
      const input = createTableInput(t);
      return [t.name, { ...input, AttributeDefinitions: sorted(input.AttributeDefinitions) }];
    })
  );
}

function builtInputs(built: Built): Map<string, CreateTableInput> {
  return new Map([...built.tables].map(([name, t]) => [name, asCreateTableInput(t.props)]));
}

const EXAMPLES = [
  'gaming',
  'library',
  'library-author-only',
  'library-language',
  'todo-graph',
  'people-music',
  'tournament',
  'tournament-synthetic'
];
const CASES: (readonly [string, Design])[] = [
  ...EXAMPLES.map((id) => [`example ${id}`, example(id)] as const),
  ...CDK_DESIGNS
];

/** JavaScript's line terminators: a name holding one must not end a comment line. */
const LINES = /\r\n|[\n\r\u2028\u2029]/;
/** Marks that hide or reorder what a reader sees ("Trojan Source"): never written raw. */
const UNSEEN = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

describe('cdkStack', () => {
  it.each(CASES)('writes %s as TableV2 constructs that are its CreateTable inputs', (_, design) => {
    const built = build(cdkStack(design).text);
    expect(builtInputs(built)).toStrictEqual(expected(design.tables));
  });

  it('writes any design as TableV2 constructs that are its CreateTable inputs', () => {
    fc.assert(
      fc.property(designArb, (design) => {
        const built = build(cdkStack(design).text);
        expect(builtInputs(built)).toStrictEqual(expected(design.tables));
      })
    );
  });

  it.each([
    ['Battle royale gaming', 'BattleRoyaleGamingStack'],
    ['Gaming (AWS workshop)', 'GamingAWSWorkshopStack'],
    ['people-and_music 2', 'PeopleAndMusic2Stack'],
    ['2026 plan', 'Design2026PlanStack'],
    ['__proto__', 'ProtoStack'],
    ['', 'KeyscopeStack'],
    ['日本語', 'KeyscopeStack'],
    ['"*/\n', 'KeyscopeStack']
  ])('names the stack class of design %j %s', (name, stack) => {
    const design = { ...example('gaming'), name };
    expect(build(cdkStack(design).text).stack).toBe(stack);
    expect(cdkStack(design).text).toContain(`//   new ${stack}(app, "${stack}");`);
  });

  it('gives tables whose names make the same construct ID a number each', () => {
    const [, design] = CDK_DESIGNS.find(([name]) => name === 'hostile names')!;
    const built = build(cdkStack(design).text);
    expect([...built.tables].map(([name, t]) => [name, t.id])).toEqual([
      ['a-b', 'ABTable'],
      ['a_b', 'ABTable2']
    ]);
  });

  it.each([
    ['the design name', { name: 'x */ y\nz\u2028w\u2029v\r\u202eu' }, {}],
    ['the provenance note', {}, { provenance: 'read\nfrom "t"\u2028at */ us-\u202eeast-1\u0000' }]
  ])('keeps %s inside the header comment', (_, rename, options) => {
    const design = { ...example('gaming'), ...rename };
    const text = cdkStack(design, options).text;
    const header = text.split(LINES).slice(0, text.split(LINES).indexOf(''));
    expect(header.length).toBeGreaterThan(5);
    for (const line of header) expect(line).toMatch(/^\/\//);
    expect(text).not.toMatch(UNSEEN);
    expect(builtInputs(build(text))).toStrictEqual(expected(design.tables));
  });

  it('names the design in the header as a string literal', () => {
    const name = 'Orders "v2"\n';
    expect(cdkStack({ ...example('gaming'), name }).text.split('\n')[0]).toBe(
      `// An AWS CDK stack with the DynamoDB tables of the Keyscope design ${tsString(name)}.`
    );
  });

  it('writes the provenance note as the second line, and nothing for a blank one', () => {
    const gaming = example('gaming');
    const note = 'Items read from table "orders" at us-east-1: Scan of orders — complete: 2 items.';
    expect(cdkStack(gaming, { provenance: note }).text.split('\n')[1]).toBe(`// ${note}`);
    expect(cdkStack(gaming, { provenance: ' \n ' }).text).toBe(cdkStack(gaming).text);
  });

  it.each([
    ['example gaming', 'AttributeType, Billing, ProjectionType, TableV2'],
    ['example people-music', 'AttributeType, Billing, TableV2'],
    ['example library', 'AttributeType, Billing, Capacity, TableV2'],
    [
      'local indexes on a provisioned table',
      'AttributeType, Billing, Capacity, ProjectionType, TableV2'
    ]
  ])('imports from aws-dynamodb only what %s uses', (name, imports) => {
    const design = CASES.find(([n]) => n === name)![1];
    expect(cdkStack(design).text).toContain(
      `\nimport { ${imports} } from 'aws-cdk-lib/aws-dynamodb';\n`
    );
  });

  it.each([
    ['example gaming', []],
    [
      'example library',
      [
        'table "Books" is provisioned: TableV2 takes write capacity only as auto scaling, so its 5 write units are auto scaling pinned there (minCapacity = maxCapacity)'
      ]
    ]
  ])('notes the write capacity of each provisioned table of %s', (name, notes) => {
    expect(cdkStack(CASES.find(([n]) => n === name)![1]).notes).toEqual(notes);
  });

  it('writes only the tables asked for', () => {
    const built = build(cdkStack(example('people-music'), { tables: ['Music'] }).text);
    expect([...built.tables.keys()]).toEqual(['Music']);
  });

  it('leaves the design as it was', () => {
    for (const [, design] of CASES) {
      const before = JSON.stringify(design);
      cdkStack(design, { provenance: 'note' });
      expect(JSON.stringify(design)).toBe(before);
    }
  });
});
