// `keyscope export`, checked by the tools that read its output: dynalite takes the CreateTable
// JSON, the importer and `keyscope check` take the Workbench model back, a YAML parser and
// HashiCorp's HCL parser take the CloudFormation and Terraform text.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  type CreateTableCommandInput,
  type DynamoDBClient
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import type { CheckReport } from '../../src/core/report/check-report.ts';
import { localClient } from '../../scripts/seed-local-table.ts';
import { parseHcl } from '../core/export/hcl-parse.ts';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t)
  });
  return { code, out, err };
}

const EXAMPLES = readdirSync('public/examples')
  .filter((f) => f !== 'index.json')
  .map((f) => `public/examples/${f}`);
const WORKBENCH = readdirSync('test/fixtures/workbench').map((f) => `test/fixtures/workbench/${f}`);
// Examples with a multi-attribute GSI: dynalite (like DynamoDB Local) refuses a key schema of
// more than two elements, and a Workbench model cannot hold the index (workbench-model.test.ts).
const MULTI_KEY = ['public/examples/tournament.json'];
const SINGLE_KEY = EXAMPLES.filter((f) => !MULTI_KEY.includes(f));
const tmp = mkdtempSync(join(tmpdir(), 'keyscope-export-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function checkJson(file: string): Promise<CheckReport> {
  const r = await run('check', file, '--json');
  return JSON.parse(r.out) as CheckReport;
}

/** The tables a design file holds, from `check --json` (views with index null). */
async function tableNames(file: string): Promise<string[]> {
  return (await checkJson(file)).views.filter((v) => v.index === null).map((v) => v.table);
}

describe('keyscope export arguments', () => {
  it.each([
    [[], 'give the design to export (a file or a share link)'],
    [['a.json', 'b.json', '--to', 'terraform'], 'give one design, got 2: "a.json", "b.json"'],
    [
      ['public/examples/gaming.json'],
      '--to is required: one of keyscope, workbench, create-table, cloudformation, terraform, cdk, electrodb, toolbox, onetable'
    ],
    [
      ['public/examples/gaming.json', '--to', 'sql'],
      '--to "sql" is not an export format; use one of keyscope, workbench, create-table, cloudformation, terraform, cdk, electrodb, toolbox, onetable'
    ],
    [['public/examples/gaming.json', '--to'], '--to needs a value'],
    [['public/examples/gaming.json', '--to', 'terraform', '--to=workbench'], '--to is given twice'],
    [
      ['public/examples/gaming.json', '--to', 'cloudformation', '--format', 'toml'],
      '--format "toml" is not json or yaml'
    ],
    [
      ['public/examples/gaming.json', '--to', 'terraform', '--pretty'],
      'unknown option --pretty; export takes --to, --table, --format and --synthetic-keys'
    ],
    [
      ['public/examples/tournament.json', '--to', 'terraform', '--synthetic-keys'],
      '--synthetic-keys is for --to workbench: terraform holds a multi-attribute index as it is; leave the flag out'
    ],
    [
      ['public/examples/tournament.json', '--to', 'workbench', '--synthetic-keys=yes'],
      '--synthetic-keys takes no value; give it alone'
    ],
    [
      [
        'public/examples/tournament.json',
        '--synthetic-keys',
        '--to',
        'workbench',
        '--synthetic-keys'
      ],
      '--synthetic-keys is given twice'
    ]
  ])('exit 2 for %j, saying %s', async (args, message) => {
    const r = await run('export', ...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(`keyscope export: ${message}\n`);
    expect(r.err).toContain('usage:');
  });

  it.each([
    [
      ['--to', 'create-table'],
      'the design has 2 tables ("People", "Music") and a CreateTable call makes one; choose the table with --table NAME'
    ],
    [
      ['--to', 'terraform', '--table', 'Musik'],
      'the design has no table "Musik"; its tables are "People", "Music"'
    ],
    [['--to', 'terraform', '--format', 'yaml'], 'Terraform (HCL) is written as hcl, not yaml']
  ])('exit 2 for a request the design cannot meet: %j', async (args, message) => {
    const r = await run('export', 'public/examples/people-music.json', ...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(`keyscope export: public/examples/people-music.json: ${message}\n`);
  });

  it('exit 2 for a design that cannot be read, naming it', async () => {
    const r = await run('export', join(tmp, 'missing.json'), '--to', 'terraform');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `keyscope: ${join(tmp, 'missing.json')}: cannot read ${join(tmp, 'missing.json')}: no such file\n`
    );
  });

  it('writes the export alone to standard output and the notes to standard error', async () => {
    const r = await run(
      'export',
      'public/examples/gaming.json',
      '--to=cloudformation',
      '--format=yaml'
    );
    expect(r.code).toBe(0);
    expect(parseYaml(r.out)).toMatchObject({ AWSTemplateFormatVersion: '2010-09-09' });
    expect(r.err).toMatch(/^keyscope export: note: only the tables are exported/);
  });

  it('writes a CDK stack module, noting a provisioned table’s write capacity', async () => {
    const r = await run('export', 'public/examples/library.json', '--to', 'cdk');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(
      /^\/\/ An AWS CDK stack with the DynamoDB tables of the Keyscope design /
    );
    expect(r.out).toContain('export class LibraryCatalogueStack extends Stack {');
    expect(r.err).toContain(
      'keyscope export: note: table "Books" is provisioned: TableV2 takes write capacity only as auto scaling'
    );
  });

  it('exports a design with errors, warning of each on standard error', async () => {
    const f = join(tmp, 'broken.json');
    writeFileSync(
      f,
      JSON.stringify({
        format: 'keyscope.design',
        version: 1,
        name: 'broken',
        tables: [{ name: 'main', partitionKey: { name: 'PK', type: 'S' } }],
        entities: [{ name: 'E', table: 'main', attributes: [], keys: { PK: 'A#${id' }, items: [] }],
        accessPatterns: []
      })
    );
    const r = await run('export', f, '--to', 'terraform');
    expect(r.code).toBe(0);
    expect(r.out).toContain('resource "aws_dynamodb_table" "main"');
    expect(r.err).toMatch(
      /^keyscope export: warning: the design has an error at \$\.entities\[0\]\.keys\.PK: template .* has an unclosed "\$\{"/m
    );
  });

  it('lists export in the usage', async () => {
    const r = await run('--help');
    expect(r.out).toContain(
      'keyscope export <design> --to workbench|create-table|cloudformation|terraform|cdk'
    );
    expect(r.out).toContain('[--table NAME] [--format json|yaml] [--synthetic-keys]');
  });

  it('writes multi-attribute indexes with synthetic keys, noting each, with --synthetic-keys', async () => {
    const r = await run(
      'export',
      'public/examples/tournament.json',
      '--to',
      'workbench',
      '--synthetic-keys'
    );
    expect(r.code, r.err).toBe(0);
    const model = JSON.parse(r.out) as {
      DataModel: { GlobalSecondaryIndexes: { IndexName: string; KeyAttributes: object }[] }[];
    };
    expect(model.DataModel[0]!.GlobalSecondaryIndexes[0]).toEqual({
      IndexName: 'TournamentRegionIndex',
      KeyAttributes: {
        PartitionKey: { AttributeName: 'TournamentRegionIndexPK', AttributeType: 'S' },
        SortKey: { AttributeName: 'TournamentRegionIndexSK', AttributeType: 'S' }
      },
      Projection: { ProjectionType: 'ALL' }
    });
    expect(r.err).toContain(
      'keyscope export: note: index "TournamentRegionIndex" of "TournamentMatches" is written with synthetic keys'
    );
    expect(r.err).not.toContain('is left out: its key is several attributes');
  });

  it('leaves them out without the flag, and says the flag exists', async () => {
    const r = await run('export', 'public/examples/tournament.json', '--to', 'workbench');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toContain('is left out: its key is several attributes');
    expect(r.err).toContain('(--synthetic-keys on the command line)');
  });
});

describe('keyscope export output read by real tools', () => {
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

  const byName = <T extends { IndexName?: string | undefined }>(xs: T[] | undefined) =>
    [...(xs ?? [])].sort((a, b) => (a.IndexName ?? '').localeCompare(b.IndexName ?? ''));
  const sortedDefs = (xs: { AttributeName?: string | undefined }[] | undefined) =>
    [...(xs ?? [])].sort((a, b) => (a.AttributeName ?? '').localeCompare(b.AttributeName ?? ''));

  it.each(MULTI_KEY)(
    'exports %s for create-table, which dynalite refuses only for its key schema',
    async (file) => {
      for (const table of await tableNames(file)) {
        const r = await run('export', file, '--to', 'create-table', '--table', table);
        expect(r.code, r.err).toBe(0);
        const input = JSON.parse(r.out) as CreateTableCommandInput;
        const error = await client
          .send(new CreateTableCommand({ ...input, TableName: `refused-${table}` }))
          .then(
            () => null,
            (e: Error) => e.message
          );
        expect(error).toMatch(
          /keySchema' failed to satisfy constraint: Member must have length less than or equal to 2/
        );
      }
    }
  );

  it.each([...SINGLE_KEY, ...WORKBENCH])(
    'creates every table of %s in dynalite, which then describes the same keys and indexes',
    async (file) => {
      for (const table of await tableNames(file)) {
        const r = await run('export', file, '--to', 'create-table', '--table', table);
        expect(r.code, r.err).toBe(0);
        const input = JSON.parse(r.out) as CreateTableCommandInput;
        // The same JSON `aws dynamodb create-table --cli-input-json` takes; a fresh name per file.
        const name = `${file.replace(/\W+/g, '-').slice(-40)}-${table}`.slice(-255);
        await client.send(new CreateTableCommand({ ...input, TableName: name }));
        const { Table: t } = await client.send(new DescribeTableCommand({ TableName: name }));
        expect(t?.KeySchema).toEqual(input.KeySchema);
        expect(sortedDefs(t?.AttributeDefinitions)).toEqual(sortedDefs(input.AttributeDefinitions));
        const gsis = byName(t?.GlobalSecondaryIndexes).map((g) => ({
          IndexName: g.IndexName,
          KeySchema: g.KeySchema,
          Projection: g.Projection
        }));
        expect(gsis).toEqual(
          byName(input.GlobalSecondaryIndexes).map((g) => ({
            IndexName: g.IndexName,
            KeySchema: g.KeySchema,
            Projection: g.Projection
          }))
        );
        const lsis = byName(t?.LocalSecondaryIndexes).map((l) => ({
          IndexName: l.IndexName,
          KeySchema: l.KeySchema,
          Projection: l.Projection
        }));
        expect(lsis).toEqual(byName(input.LocalSecondaryIndexes));
        if (input.BillingMode === 'PROVISIONED')
          expect(t?.ProvisionedThroughput).toMatchObject(input.ProvisionedThroughput!);
        else expect(t?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
      }
    }
  );

  it('exports a multi-attribute design with --synthetic-keys as a Workbench model that keyscope check reads back as the synthetic design', async () => {
    const r = await run(
      'export',
      'public/examples/tournament.json',
      '--to',
      'workbench',
      '--synthetic-keys'
    );
    expect(r.code, r.err).toBe(0);
    const model = join(tmp, 'synthetic-model.json');
    writeFileSync(model, r.out);
    const before = await checkJson('public/examples/tournament.json');
    const twin = await checkJson('public/examples/tournament-synthetic.json');
    const after = await checkJson(model);
    expect(after.summary.items).toBe(before.summary.items);
    // The example's synthetic twin names its key attributes GSI1PK and GSI1SK: the same
    // collections hold the same items with the same keys, in the same order.
    const index = (rep: CheckReport, sk: string) =>
      rep.views
        .find((v) => v.index === 'TournamentRegionIndex')!
        .collections.map((c) => [c.pk, c.items.map((i) => [i.key['matchId'], i.key[sk]])]);
    expect(index(after, 'TournamentRegionIndexSK')).toEqual(index(twin, 'GSI1SK'));
    expect(index(after, 'TournamentRegionIndexSK').length).toBeGreaterThan(1);
  });

  it.each([...SINGLE_KEY, ...WORKBENCH])(
    'exports %s as a Workbench model that keyscope check reads back with every item',
    async (file) => {
      const r = await run('export', file, '--to', 'workbench');
      expect(r.code, r.err).toBe(0);
      const model = join(tmp, 'model.json');
      writeFileSync(model, r.out);
      const before = await checkJson(file);
      const after = await checkJson(model);
      expect(after.design.source).toBe('workbench');
      expect(after.summary.items).toBe(before.summary.items);
      expect(after.summary.collisions).toBe(before.summary.collisions);
      const keys = (rep: CheckReport) =>
        rep.views.map((v) => [
          v.table,
          v.index,
          v.collections.map((c) => c.items.map((i) => i.key))
        ]);
      expect(keys(after)).toEqual(keys(before));
    }
  );

  it.each(EXAMPLES)('exports %s as Terraform that HCL parses', async (file) => {
    const r = await run('export', file, '--to', 'terraform');
    expect(r.code).toBe(0);
    const parsed = (await parseHcl(r.out)) as { resource: { aws_dynamodb_table: object } };
    expect(Object.keys(parsed.resource.aws_dynamodb_table).length).toBe(
      (await tableNames(file)).length
    );
  });
});
