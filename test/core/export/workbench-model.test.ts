import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workbenchModel } from '../../../src/core/export/workbench-model.ts';
import { importWorkbench } from '../../../src/core/formats/import-workbench.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design, Table } from '../../../src/core/model/design.ts';
import { resolveItems, storedItem } from '../../../src/core/views/resolve-items.ts';
import { designArb } from '../design-arbitrary.ts';

const NOW = new Date('2026-12-01T15:04:00Z');
const EXAMPLES = readdirSync('public/examples').filter((f) => f !== 'index.json');
const FIXTURES = readdirSync('test/fixtures/workbench');

function load(file: string): Design {
  const r = loadDesignText(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.findings)}`);
  return r.design;
}

/** Through JSON text and back through the importer, as a user's file would go. */
function reimport(design: Design): Design {
  const text = JSON.stringify(workbenchModel(design, { now: NOW }).model);
  return importWorkbench(JSON.parse(text)).design;
}

/** A table without its items: name, keys, indexes and billing. */
function shape(t: Table): unknown {
  const { items: _i, itemSources: _s, ...rest } = t;
  return rest;
}

/** Every write of each table as DynamoDB stores it (keys rendered), in write order. */
function writes(design: Design): AttributeMap[][] {
  return design.tables.map((t) => {
    const r = resolveItems(design, t, []);
    return r.items.map((i) => storedItem(r, i));
  });
}

function expectSameTablesAndItems(before: Design, after: Design): void {
  expect(after.tables.map(shape)).toEqual(before.tables.map(shape));
  expect(writes(after)).toEqual(writes(before));
}

describe('workbenchModel', () => {
  it('has the shape of an AWS 3.0 export (SessionManagementSchema.json)', () => {
    const raw = JSON.parse(
      readFileSync('test/fixtures/workbench/SessionManagementSchema.json', 'utf8')
    ) as { ModelMetadata: object; DataModel: Record<string, unknown>[] };
    const { model } = workbenchModel(importWorkbench(raw).design, { now: NOW });
    expect(Object.keys(model)).toEqual(['ModelName', 'ModelMetadata', 'DataModel']);
    expect(Object.keys(model.ModelMetadata)).toEqual(Object.keys(raw.ModelMetadata));
    expect(model.ModelMetadata).toMatchObject({ AWSService: 'Amazon DynamoDB', Version: '3.0' });
    const ours = model.DataModel[0]! as unknown as Record<string, unknown>;
    const theirs = raw.DataModel[0]!;
    for (const field of [
      'TableName',
      'KeyAttributes',
      'GlobalSecondaryIndexes',
      'TableData',
      'BillingMode',
      'DataAccess'
    ])
      expect(ours[field], field).toEqual(theirs[field]);
    expect(ours['ProvisionedCapacitySettings']).toEqual({
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 }
    });
    // Every attribute the items hold is declared, with the type the items give it.
    const declared = theirs['NonKeyAttributes'] as unknown[];
    for (const a of ours['NonKeyAttributes'] as unknown[]) expect(declared).toContainEqual(a);
  });

  it('stamps the model with the given time, as Workbench writes dates', () => {
    const { model } = workbenchModel(load('public/examples/gaming.json'), { now: NOW });
    expect(model.ModelMetadata.DateCreated).toBe('Dec 1, 2026, 03:04 PM');
    expect(model.ModelMetadata.DateLastModified).toBe('Dec 1, 2026, 03:04 PM');
  });

  it('makes each entity a facet whose key aliases are its templates', () => {
    const design = load('public/examples/gaming.json');
    const { model } = workbenchModel(design, { now: NOW });
    const facets = model.DataModel[0]!.TableFacets;
    expect(facets.map((f) => f.FacetName)).toEqual(design.entities.map((e) => e.name));
    const mapping = facets.find((f) => f.FacetName === 'UserGameMapping')!;
    expect(mapping.KeyAttributeAlias).toEqual({
      PartitionKeyAlias: 'GAME#${gameId}',
      SortKeyAlias: 'USER#${username}'
    });
    expect(mapping.TableData[0]).toMatchObject({
      PK: { S: 'GAME#c6f38a6a' },
      SK: { S: 'USER#johnny' }
    });
    expect(mapping.NonKeyAttributes).toEqual(expect.arrayContaining(['gameId', 'username']));
  });

  it.each(EXAMPLES)('re-imports %s with the same tables, indexes and items', (file) => {
    const design = load(`public/examples/${file}`);
    const after = reimport(design);
    expectSameTablesAndItems(design, after);
    const count = (d: Design) =>
      d.tables.reduce((n, t) => n + t.items.length, 0) +
      d.entities.reduce((n, e) => n + e.items.length, 0);
    expect(count(after)).toBe(count(design));
    expect(after.entities.map((e) => e.name)).toEqual(design.entities.map((e) => e.name));
  });

  it.each(FIXTURES)('re-exports the Workbench fixture %s with every item', (file) => {
    const design = importWorkbench(
      JSON.parse(readFileSync(`test/fixtures/workbench/${file}`, 'utf8'))
    ).design;
    expectSameTablesAndItems(design, reimport(design));
  });

  it('re-imports generated designs with the same tables, indexes and items', () => {
    fc.assert(
      fc.property(designArb, (design) => {
        // Workbench facets belong to a table of the model; the loader reports entities on no table.
        const d = {
          ...design,
          entities: design.entities.filter((e) => design.tables.some((t) => t.name === e.table))
        };
        expectSameTablesAndItems(d, reimport(d));
      }),
      { seed: 11, numRuns: 200 }
    );
  });

  it('says what the model cannot hold', () => {
    const { notes } = workbenchModel(load('public/examples/gaming.json'), { now: NOW });
    expect(notes).toEqual([
      'NoSQL Workbench has no key templates: the items of entities "User", "Game", "UserGameMapping" carry their keys written out, and each template is kept only as its facet\'s key alias',
      'the 4 access patterns are left out: a Workbench model has no place for access patterns'
    ]);
  });

  it('exports only the tables asked for', () => {
    const design = load('public/examples/people-music.json');
    const { model } = workbenchModel(design, { now: NOW, tables: ['Music'] });
    expect(model.DataModel.map((t) => t.TableName)).toEqual(['Music']);
  });

  it('does not change the design', () => {
    const design = load('public/examples/library.json');
    const before = JSON.stringify(design);
    workbenchModel(design, { now: NOW });
    expect(JSON.stringify(design)).toBe(before);
  });
});
