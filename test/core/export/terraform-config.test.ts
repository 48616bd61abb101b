import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTableInput } from '../../../src/core/export/create-table-input.ts';
import { terraformConfig } from '../../../src/core/export/terraform-config.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { Design, Table } from '../../../src/core/model/design.ts';
import { designArb } from '../design-arbitrary.ts';
import { literal, parseHcl } from './hcl-parse.ts';

const EXAMPLES = readdirSync('public/examples').filter((f) => f !== 'index.json');

function load(file: string): Design {
  const r = loadDesignText(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(file);
  return r.design;
}

type Block = Record<string, unknown>;

/**
 * What the aws_dynamodb_table resource should say for a table, from the provider's documented
 * arguments (registry.terraform.io …/resources/dynamodb_table), built from the CreateTable input.
 */
function expected(t: Table): Block {
  const input = createTableInput(t);
  const hash = (ks: { AttributeName: string; KeyType: string }[]) =>
    ks.find((k) => k.KeyType === 'HASH')?.AttributeName;
  const range = (ks: { AttributeName: string; KeyType: string }[]) => {
    const r = ks.find((k) => k.KeyType === 'RANGE')?.AttributeName;
    return r === undefined ? {} : { range_key: r };
  };
  const capacity = (p?: { ReadCapacityUnits: number; WriteCapacityUnits: number }) =>
    p ? { read_capacity: p.ReadCapacityUnits, write_capacity: p.WriteCapacityUnits } : {};
  const projection = (p: { ProjectionType: string; NonKeyAttributes?: string[] }) => ({
    projection_type: p.ProjectionType,
    ...(p.NonKeyAttributes ? { non_key_attributes: p.NonKeyAttributes } : {})
  });
  return {
    name: input.TableName,
    billing_mode: input.BillingMode,
    hash_key: hash(input.KeySchema),
    ...range(input.KeySchema),
    ...capacity(input.ProvisionedThroughput),
    attribute: input.AttributeDefinitions.map((a) => ({
      name: a.AttributeName,
      type: a.AttributeType
    })),
    ...(input.GlobalSecondaryIndexes
      ? {
          global_secondary_index: input.GlobalSecondaryIndexes.map((g) => ({
            name: g.IndexName,
            // A multi-attribute key: one key_schema block per attribute, in KeySchema order.
            ...(g.KeySchema.filter((k) => k.KeyType === 'HASH').length > 1 ||
            g.KeySchema.filter((k) => k.KeyType === 'RANGE').length > 1
              ? {
                  key_schema: g.KeySchema.map((k) => ({
                    attribute_name: k.AttributeName,
                    key_type: k.KeyType
                  }))
                }
              : { hash_key: hash(g.KeySchema), ...range(g.KeySchema) }),
            ...projection(g.Projection),
            ...capacity(g.ProvisionedThroughput)
          }))
        }
      : {}),
    ...(input.LocalSecondaryIndexes
      ? {
          local_secondary_index: input.LocalSecondaryIndexes.map((l) => ({
            name: l.IndexName,
            ...range(l.KeySchema),
            ...projection(l.Projection)
          }))
        }
      : {})
  };
}

/** Undo HCL's template escapes in every string of the parsed form. */
function literals(v: unknown): unknown {
  if (typeof v === 'string') return literal(v);
  if (Array.isArray(v)) return v.map(literals);
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, literals(x)]));
  return v;
}

async function resources(text: string): Promise<[string, Block][]> {
  const parsed = (await parseHcl(text)) as {
    resource: { aws_dynamodb_table: Record<string, Block[]> };
  };
  return Object.entries(parsed.resource.aws_dynamodb_table).map(([label, blocks]) => {
    expect(blocks).toHaveLength(1);
    return [label, literals(blocks[0]) as Block];
  });
}

/** Blocks by table name: hcl2json returns resources in label order, not file order. */
function byName(blocks: readonly (Block | [string, Block])[]): Map<unknown, Block> {
  return new Map(
    blocks.map((b) => (Array.isArray(b) ? b[1] : b)).map((b) => [b['name'], b] as const)
  );
}

describe('terraformConfig', () => {
  it.each(EXAMPLES)('writes %s as aws_dynamodb_table resources HCL reads back', async (file) => {
    const design = load(`public/examples/${file}`);
    const found = await resources(terraformConfig(design));
    expect(byName(found)).toEqual(byName(design.tables.map(expected)));
  });

  it('holds generated designs, hostile names included', async () => {
    await fc.assert(
      fc.asyncProperty(designArb, async (design) => {
        const found = await resources(terraformConfig(design));
        expect(byName(found)).toEqual(byName(design.tables.map(expected)));
        expect(new Set(found.map(([label]) => label)).size).toBe(design.tables.length);
      }),
      { seed: 22, numRuns: 60 }
    );
  });

  it('names resources after their tables, as Terraform identifiers', async () => {
    const design = load('public/examples/gaming.json');
    const found = await resources(terraformConfig(design));
    expect(found.map(([label]) => label)).toEqual(['battle_royale']);
    const odd = await resources(
      terraformConfig({
        ...design,
        tables: ['1st.table', '1st-table'].map((name) => ({ ...design.tables[0]!, name }))
      })
    );
    expect(odd.map(([label]) => label)).toEqual(['_1st_table', '_1st_table_2']);
  });

  it('aligns equals signs as terraform fmt does', () => {
    const text = terraformConfig(load('public/examples/gaming.json'));
    expect(text).toContain(
      '  name         = "battle-royale"\n  billing_mode = "PAY_PER_REQUEST"\n  hash_key     = "PK"\n  range_key    = "SK"\n'
    );
    expect(text).toContain('    name            = "InvertedIndex"\n');
  });

  it('keeps a design name with a newline inside its comment line', async () => {
    const design = { ...load('public/examples/gaming.json'), name: 'two\nlines */ "x"' };
    const text = terraformConfig(design);
    expect(text.split('\n')[0]).toBe(
      '# DynamoDB tables of the Keyscope design "two\\nlines */ \\"x\\"".'
    );
    await expect(resources(text)).resolves.toHaveLength(1);
  });

  describe('with a provenance note', () => {
    const note =
      'Items read from table "orders" at us-east-1: Scan of orders — partial: 10 of ≈22 items (stopped at the item cap). What is drawn from the items holds for these items only.';
    const design = load('public/examples/gaming.json');

    it('writes the note as a comment line under the header', () => {
      const lines = terraformConfig(design, { provenance: note }).split('\n');
      expect(lines.slice(0, 3)).toEqual([
        '# DynamoDB tables of the Keyscope design "Battle royale gaming".',
        `# ${note}`,
        ''
      ]);
    });

    it('writes the same resources as without it', async () => {
      const found = await resources(terraformConfig(design, { provenance: note }));
      expect(found).toEqual(await resources(terraformConfig(design)));
    });

    it('writes no comment line without a note', () => {
      expect(terraformConfig(design, {}).split('\n').slice(0, 2)).toEqual([
        '# DynamoDB tables of the Keyscope design "Battle royale gaming".',
        ''
      ]);
    });

    it('takes a blank note for none', () => {
      expect(terraformConfig(design, { provenance: ' \n' })).toBe(terraformConfig(design));
    });

    it.each(['\n', '\r\n', '\r', '\u2028', '\u0085', '\u0000'])(
      'keeps a note with a %j in it on one comment line, never configuration',
      async (br) => {
        const hostile = `read${br}resource "aws_dynamodb_table" "x" { name = "x" }`;
        const text = terraformConfig(design, { provenance: hostile });
        expect(text.split('\n')[1]).toBe('# read resource "aws_dynamodb_table" "x" { name = "x" }');
        expect((await resources(text)).map(([label]) => label)).toEqual(['battle_royale']);
      }
    );
  });
});
