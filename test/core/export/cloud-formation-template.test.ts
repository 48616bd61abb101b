import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { cloudFormationTemplate } from '../../../src/core/export/cloud-formation-template.ts';
import { createTableInput } from '../../../src/core/export/create-table-input.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { designArb } from '../design-arbitrary.ts';

const EXAMPLES = readdirSync('public/examples').filter((f) => f !== 'index.json');

/**
 * CreateTable's field names → AWS::DynamoDB::Table's, from the CloudFormation reference
 * (aws-resource-dynamodb-table.html), written here independently of the exporter.
 */
const CFN_NAME: Record<string, string> = {
  TableName: 'TableName',
  AttributeDefinitions: 'AttributeDefinitions',
  AttributeName: 'AttributeName',
  AttributeType: 'AttributeType',
  KeySchema: 'KeySchema',
  KeyType: 'KeyType',
  BillingMode: 'BillingMode',
  ProvisionedThroughput: 'ProvisionedThroughput',
  ReadCapacityUnits: 'ReadCapacityUnits',
  WriteCapacityUnits: 'WriteCapacityUnits',
  GlobalSecondaryIndexes: 'GlobalSecondaryIndexes',
  LocalSecondaryIndexes: 'LocalSecondaryIndexes',
  IndexName: 'IndexName',
  Projection: 'Projection',
  ProjectionType: 'ProjectionType',
  NonKeyAttributes: 'NonKeyAttributes'
};

function renamed(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(renamed);
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(
    Object.entries(v).map(([k, x]) => {
      const name = CFN_NAME[k];
      if (!name) throw new Error(`no CloudFormation name for CreateTable field ${k}`);
      return [name, renamed(x)];
    })
  );
}

type Template = {
  AWSTemplateFormatVersion: string;
  Resources: Record<string, { Type: string; Properties: unknown }>;
};

function load(file: string): Design {
  const r = loadDesignText(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(file);
  return r.design;
}

function expectTablesAsCreateTable(design: Design, template: Template): void {
  expect(template.AWSTemplateFormatVersion).toBe('2010-09-09');
  const resources = Object.values(template.Resources);
  expect(resources.map((r) => r.Type)).toEqual(design.tables.map(() => 'AWS::DynamoDB::Table'));
  expect(resources.map((r) => r.Properties)).toEqual(
    design.tables.map((t) => renamed(createTableInput(t)))
  );
}

describe('cloudFormationTemplate', () => {
  it.each(EXAMPLES)(
    'writes %s as JSON and YAML that parse to the CreateTable properties',
    (file) => {
      const design = load(`public/examples/${file}`);
      const json = JSON.parse(cloudFormationTemplate(design, { format: 'json' })) as Template;
      expectTablesAsCreateTable(design, json);
      const yaml = cloudFormationTemplate(design, { format: 'yaml' });
      // YAML 1.1 (what CloudFormation's parser follows) and 1.2 readers agree on it.
      expect(parse(yaml, { version: '1.1' })).toEqual(json);
      expect(parse(yaml)).toEqual(json);
    }
  );

  it('holds generated designs, hostile names included, in both forms', () => {
    fc.assert(
      fc.property(designArb, (design) => {
        const json = JSON.parse(cloudFormationTemplate(design, { format: 'json' })) as Template;
        expectTablesAsCreateTable(design, json);
        expect(
          parse(cloudFormationTemplate(design, { format: 'yaml' }), { version: '1.1' })
        ).toEqual(json);
      }),
      { seed: 12, numRuns: 150 }
    );
  });

  it('quotes what a YAML 1.1 reader would take for a boolean or a number', () => {
    const design: Design = {
      name: 'yes',
      tables: ['yes', 'off', '1e3'].map((name) => ({
        name,
        partitionKey: { name: 'on', type: 'N' as const },
        globalSecondaryIndexes: [],
        localSecondaryIndexes: [],
        items: []
      })),
      entities: [],
      accessPatterns: []
    };
    const yaml = cloudFormationTemplate(design, { format: 'yaml' });
    expect(yaml).toContain('TableName: "yes"');
    expect(yaml).toContain('TableName: "off"');
    expect(yaml).toContain('AttributeName: "on"');
    expect(yaml).toContain('AttributeType: "N"');
  });

  it.each([
    [['battle-royale'], ['BattleRoyaleTable']],
    [
      ['People', 'Music'],
      ['PeopleTable', 'MusicTable']
    ],
    [
      ['a.b', 'a-b', 'a_b'],
      ['ABTable', 'ABTable2', 'ABTable3']
    ]
  ])('names resources %j with alphanumeric logical IDs %j', (tables, ids) => {
    const design: Design = {
      name: 'n',
      tables: tables.map((name) => ({
        name,
        partitionKey: { name: 'PK', type: 'S' as const },
        globalSecondaryIndexes: [],
        localSecondaryIndexes: [],
        items: []
      })),
      entities: [],
      accessPatterns: []
    };
    const json = JSON.parse(cloudFormationTemplate(design, { format: 'json' })) as Template;
    expect(Object.keys(json.Resources)).toEqual(ids);
  });

  it('exports only the tables asked for', () => {
    const design = load('public/examples/people-music.json');
    const json = JSON.parse(
      cloudFormationTemplate(design, { format: 'json', tables: ['Music'] })
    ) as Template;
    expect(Object.keys(json.Resources)).toEqual(['MusicTable']);
  });

  describe('with a provenance note', () => {
    const note =
      'Items read from table "orders" at us-east-1: Scan of orders — partial: 10 of ≈22 items (stopped at the item cap). What is drawn from the items holds for these items only.';
    const design = load('public/examples/gaming.json');
    type Described = Template & { Description: string; Metadata?: unknown };
    const json = (provenance?: string) =>
      JSON.parse(
        cloudFormationTemplate(design, {
          format: 'json',
          ...(provenance !== undefined ? { provenance } : {})
        })
      ) as Described;

    it('writes the note after the design’s name in the Description', () => {
      expect(json(note).Description).toBe(
        `DynamoDB tables of the Keyscope design "Battle royale gaming". ${note}`
      );
    });

    it('writes the whole note in the Metadata section', () => {
      expect(json(note).Metadata).toEqual({ Keyscope: { Provenance: note } });
    });

    it('writes neither without a note', () => {
      const plain = json();
      expect(plain.Description).toBe(
        'DynamoDB tables of the Keyscope design "Battle royale gaming"'
      );
      expect(plain).not.toHaveProperty('Metadata');
    });

    it('takes a blank note for none', () => {
      expect(json(' ')).toEqual(json());
    });

    it('writes the same template in YAML', () => {
      const yaml = cloudFormationTemplate(design, { format: 'yaml', provenance: note });
      expect(parse(yaml, { version: '1.1' })).toEqual(json(note));
    });

    it('keeps the tables as they are', () => {
      expectTablesAsCreateTable(design, json(note));
    });

    it('cuts a Description past 1024 bytes of UTF-8, keeping the whole note in Metadata', () => {
      const long = `${note} ${'é'.repeat(600)}`;
      const t = json(long);
      expect(new TextEncoder().encode(t.Description).length).toBeLessThanOrEqual(1024);
      expect(new TextEncoder().encode(t.Description).length).toBeGreaterThan(1020);
      expect(t.Description.endsWith('é…')).toBe(true);
      expect(t.Metadata).toEqual({ Keyscope: { Provenance: long } });
    });

    it('never splits a character pair when it cuts', () => {
      const t = json('🦆'.repeat(300));
      expect(t.Description).toMatch(/🦆…$/u);
      expect(new TextEncoder().encode(t.Description).length).toBeLessThanOrEqual(1024);
    });
  });
});
