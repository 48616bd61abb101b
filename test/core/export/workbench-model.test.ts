import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workbenchModel } from '../../../src/core/export/workbench-model.ts';
import { importWorkbench } from '../../../src/core/formats/import-workbench.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design, Entity, Table } from '../../../src/core/model/design.ts';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { heatReport } from '../../../src/core/heat/heat-report.ts';
import { parseTemplate } from '../../../src/core/templates/parse-template.ts';
import { tableKeyAttributes } from '../../../src/core/views/table-key-attributes.ts';
import { resolveItems, storedItem } from '../../../src/core/views/resolve-items.ts';
import { withSyntheticKeys } from '../../../src/core/export/with-synthetic-keys.ts';
import { designArb } from '../design-arbitrary.ts';

const NOW = new Date('2026-12-01T15:04:00Z');
// A Workbench model cannot hold a multi-attribute index (it is left out, with a note, below), so
// the tournament example cannot come back as the same design.
const EXAMPLES = readdirSync('public/examples').filter(
  (f) => f !== 'index.json' && f !== 'tournament.json'
);
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

/**
 * An entity as a native design holds it: its items without the key attributes its templates
 * make (an item's own value of such an attribute is never stored, so no format keeps it).
 */
function entityShape(design: Design, e: Entity): unknown {
  const t = design.tables.find((x) => x.name === e.table)!;
  const keyNames = new Set(tableKeyAttributes(t).map((k) => k.name));
  const made = Object.keys(e.keys).filter((k) => keyNames.has(k) && parseTemplate(e.keys[k]!).ok);
  const omit = (item: AttributeMap) => {
    const out = Object.create(null) as Record<string, unknown>;
    for (const k of Object.keys(item)) if (!made.includes(k)) out[k] = item[k];
    return out;
  };
  return {
    name: e.name,
    table: e.table,
    description: e.description,
    attributes: e.attributes,
    keys: { ...e.keys },
    items: e.items.map(omit)
  };
}

/** Same tables, indexes, entities, templates, items, access patterns and workload. */
function expectSameDesign(before: Design, after: Design): void {
  expectSameTablesAndItems(before, after);
  expect(after.entities.map((e) => entityShape(after, e))).toEqual(
    before.entities.map((e) => entityShape(before, e))
  );
  expect(after.accessPatterns).toEqual(before.accessPatterns);
  expect(after.workload).toEqual(before.workload);
}

describe('workbenchModel', () => {
  it('has the shape of an AWS 3.0 export (SessionManagementSchema.json)', () => {
    const raw = JSON.parse(
      readFileSync('test/fixtures/workbench/SessionManagementSchema.json', 'utf8')
    ) as { ModelMetadata: object; DataModel: Record<string, unknown>[] };
    const { model } = workbenchModel(importWorkbench(raw).design, { now: NOW });
    // A design with nothing Workbench cannot hold gets no Keyscope field.
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

  it('leaves a multi-attribute index out, saying why and what holds it, and keeps the rest', () => {
    const design = load('public/examples/tournament.json');
    const { model, notes } = workbenchModel(design, { now: NOW });
    const table = model.DataModel[0]!;
    expect(table.GlobalSecondaryIndexes).toEqual([]);
    expect(notes).toContain(
      'index "TournamentRegionIndex" of "TournamentMatches" is left out: its key is several attributes (partition tournamentId + region, sort round + bracket + matchId), and a NoSQL Workbench model holds one partition and one sort key attribute per index; to keep it there, export with synthetic keys for multi-attribute indexes (--synthetic-keys on the command line), which join each part into one string attribute, or export the table as a create-table request, CloudFormation or Terraform, which hold it as it is'
    );
    expect(notes.filter((n) => n.includes('is left out: its key is several'))).toHaveLength(2);
    const after = reimport(design);
    expect(after.entities[0]!.items).toHaveLength(design.entities[0]!.items.length);
  });

  describe('with synthetic keys for multi-attribute indexes', () => {
    const design = load('public/examples/tournament.json');
    const synthetic = withSyntheticKeys(design, ['TournamentMatches']);
    const { model, notes } = workbenchModel(design, { now: NOW, syntheticKeys: true });

    it('writes each such index with a single-attribute partition and sort key', () => {
      expect(model.DataModel[0]!.GlobalSecondaryIndexes).toEqual([
        {
          IndexName: 'TournamentRegionIndex',
          KeyAttributes: {
            PartitionKey: { AttributeName: 'TournamentRegionIndexPK', AttributeType: 'S' },
            SortKey: { AttributeName: 'TournamentRegionIndexSK', AttributeType: 'S' }
          },
          Projection: { ProjectionType: 'ALL' }
        },
        {
          IndexName: 'PlayerMatchHistoryIndex',
          KeyAttributes: {
            PartitionKey: { AttributeName: 'PlayerMatchHistoryIndexPK', AttributeType: 'S' },
            SortKey: { AttributeName: 'PlayerMatchHistoryIndexSK', AttributeType: 'S' }
          },
          Projection: { ProjectionType: 'ALL' }
        }
      ]);
      expect(model.DataModel[0]!.TableFacets[0]!.TableData[0]).toMatchObject({
        TournamentRegionIndexPK: { S: 'TOURNAMENT#WINTER2026#REGION#NA-EAST' },
        TournamentRegionIndexSK: { S: 'ROUND#QUARTERFINALS#BRACKET#UPPER#MATCH#match-001' }
      });
    });

    it('reads back, through importWorkbench, with the synthetic design’s collections', () => {
      const back = importWorkbench(JSON.parse(JSON.stringify(model))).design;
      const collections = (d: Design) =>
        analyzeDesign(d).tables[0]!.views.map((v) => [
          v.spec.index,
          v.collections.map((c) => [c.pk, c.entries.map((e) => e.item.order)])
        ]);
      expect(collections(back)).toEqual(collections(synthetic.design));
      expect(back.tables[0]!.globalSecondaryIndexes).toEqual(
        synthetic.design.tables[0]!.globalSecondaryIndexes
      );
      expect(back.entities[0]!.keys).toEqual(synthetic.design.entities[0]!.keys);
      expect(back.accessPatterns).toEqual(synthetic.design.accessPatterns);
    });

    it('says which index was converted, to what, and leaves none out', () => {
      expect(notes).toContain(
        'index "TournamentRegionIndex" of "TournamentMatches" is written with synthetic keys, since a NoSQL Workbench model holds one attribute per key: partition TournamentRegionIndexPK = TOURNAMENT#${tournamentId}#REGION#${region} (from tournamentId + region); sort TournamentRegionIndexSK = ROUND#${round}#BRACKET#${bracket}#MATCH#${matchId} (from round + bracket + matchId). Every item with all the parts carries them written out; an item lacking one stays out of the index, as before'
      );
      expect(notes.filter((n) => n.includes('is left out: its key is several'))).toEqual([]);
    });
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

  it('says what NoSQL Workbench will not show, and where Keyscope keeps it', () => {
    const { notes } = workbenchModel(load('public/examples/gaming.json'), { now: NOW });
    expect(notes).toEqual([
      "Key templates: each facet's key aliases (KeyAttributeAlias) hold its table key templates, such as USER#${username}, which NoSQL Workbench shows as the facet's key names; every item carries its keys written out, since NoSQL Workbench does not render keys from templates",
      'the 4 access patterns and the workload (request rates, for heat and cost) are kept in the model\'s "Keyscope" field: Keyscope reads them back, NoSQL Workbench does not show them (its model format has no documented place for them)',
      'entity descriptions and attribute types are kept in the "Keyscope" field too; NoSQL Workbench shows facets with their attribute names only'
    ]);
  });

  it('keeps index key templates in the Keyscope field, says so, and reads them back', () => {
    const gaming = load('public/examples/gaming.json');
    const t = gaming.tables[0]!;
    const design: Design = {
      ...gaming,
      tables: [
        {
          ...t,
          globalSecondaryIndexes: [
            ...t.globalSecondaryIndexes,
            {
              name: 'ByMap',
              partitionKey: { name: 'GSI1PK', type: 'S' },
              projection: { type: 'ALL' }
            }
          ]
        }
      ],
      entities: gaming.entities.map((e) =>
        e.name === 'Game' ? { ...e, keys: { ...e.keys, GSI1PK: 'MAP#${map}' } } : e
      )
    };
    const { model, notes } = workbenchModel(design, { now: NOW });
    expect(notes).toContain(
      'the templates of other keys (index keys) of "Game" have no Workbench field: they are kept in the model\'s "Keyscope" field, which Keyscope reads back and NoSQL Workbench ignores'
    );
    const after = importWorkbench(JSON.parse(JSON.stringify(model))).design;
    expect(after.entities.find((e) => e.name === 'Game')!.keys).toEqual({
      PK: 'GAME#${gameId}',
      SK: '#METADATA#${gameId}',
      GSI1PK: 'MAP#${map}'
    });
    expectSameDesign(design, after);
  });

  it('holds every item in the facets, generated ones included, as Workbench lays them out', () => {
    const design = generateDesignItems(load('public/examples/gaming.json'), 25, 3);
    const { model } = workbenchModel(design, { now: NOW });
    const table = model.DataModel[0]!;
    // Workbench writes no table-level TableData for a table whose items are all in facets.
    expect(table.TableData).toBeUndefined();
    expect(table.TableFacets.map((f) => f.TableData.length)).toEqual(
      design.entities.map((e) => e.items.length)
    );
    expect(table.TableFacets.map((f) => f.TableData.length)).toEqual([31, 29, 37]);
  });

  it.each(EXAMPLES)(
    're-imports %s as the same design: entities, templates, items, access patterns, workload',
    (file) => {
      const design = load(`public/examples/${file}`);
      expectSameDesign(design, reimport(design));
    }
  );

  it.each(EXAMPLES)('re-imports %s with generated items, which come back as items', (file) => {
    const design = generateDesignItems(load(`public/examples/${file}`), 12, 7);
    expectSameDesign(design, reimport(design));
  });

  it('gives the gaming design the same heat after the round trip', () => {
    const design = generateDesignItems(load('public/examples/gaming.json'), 40, 5);
    const after = reimport(design);
    expect(heatReport(after, analyzeDesign(after))).toEqual(
      heatReport(design, analyzeDesign(design))
    );
  });

  it('re-imports generated designs as the same design', () => {
    fc.assert(
      fc.property(designArb, (design) => expectSameDesign(design, reimport(design))),
      { seed: 19, numRuns: 150 }
    );
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

  describe('with a provenance note', () => {
    const note =
      'Items read from table "orders" at us-east-1: Scan of orders — partial: 10 of ≈22 items (stopped at the item cap). What is drawn from the items holds for these items only.';
    const gaming = load('public/examples/gaming.json');

    it('writes the note after the design’s own description in ModelMetadata.Description', () => {
      const { model } = workbenchModel(gaming, { now: NOW, provenance: note });
      expect(model.ModelMetadata.Description).toBe(`${gaming.description}\n\n${note}`);
    });

    it('writes the note alone for a design without a description', () => {
      const { description: _d, ...bare } = gaming;
      const { model } = workbenchModel(bare, { now: NOW, provenance: note });
      expect(model.ModelMetadata.Description).toBe(note);
    });

    it('writes the design’s own description alone without a note', () => {
      const { model } = workbenchModel(gaming, { now: NOW });
      expect(model.ModelMetadata.Description).toBe(gaming.description);
    });

    it('re-imports with the note in the description and the same design otherwise', () => {
      const text = JSON.stringify(workbenchModel(gaming, { now: NOW, provenance: note }).model);
      const back = importWorkbench(JSON.parse(text)).design;
      expect(back.description).toBe(`${gaming.description}\n\n${note}`);
      expectSameDesign(gaming, back);
    });
  });
});
