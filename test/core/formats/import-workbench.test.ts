import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { importWorkbench, isWorkbenchModel } from '../../../src/core/formats/import-workbench.ts';
import { parseAttributeMap } from '../../../src/core/attributes/parse-attribute-map.ts';
import type { Design } from '../../../src/core/model/design.ts';
import type { Finding } from '../../../src/core/model/finding.ts';
import type { LoadProgress } from '../../../src/core/formats/item-counter.ts';

/** Fixtures live in test/fixtures (tests run from the repo root). */
const SHARED = resolve(process.cwd(), 'test/fixtures');
const load = (rel: string): unknown => JSON.parse(readFileSync(resolve(SHARED, rel), 'utf8'));

type Raw = Record<string, unknown>;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Count items in the raw file independently of the importer: table-level plus facet TableData. */
function rawItemCounts(raw: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of arr((raw as Raw).DataModel) as Raw[]) {
    const facetItems = (arr(t.TableFacets) as Raw[]).reduce(
      (n, f) => n + arr(f.TableData).length,
      0
    );
    counts.set(t.TableName as string, arr(t.TableData).length + facetItems);
  }
  return counts;
}

/** Items the design holds for a table: its own plus those of its entities. */
function designItemCount(design: Design, table: string): number {
  const t = design.tables.find((x) => x.name === table);
  const own = t ? t.items.length : 0;
  return (
    own + design.entities.filter((e) => e.table === table).reduce((n, e) => n + e.items.length, 0)
  );
}

/** Resolve a JSON path such as `$.DataModel[0].TableFacets[1].TableData[0]` in `raw`. */
function at(raw: unknown, path: string): unknown {
  const steps = path.slice(1).match(/\.[A-Za-z_$][\w$]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\]/g) ?? [];
  let v: unknown = raw;
  for (const s of steps) {
    const key = s.startsWith('.')
      ? s.slice(1)
      : s.startsWith('["')
        ? (JSON.parse(s.slice(1, -1)) as string)
        : Number(s.slice(1, -1));
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

/** Every item in the design, with its recorded source path. */
function allItems(design: Design): { item: unknown; source: string | undefined }[] {
  const out: { item: unknown; source: string | undefined }[] = [];
  for (const t of design.tables)
    t.items.forEach((item, i) => out.push({ item, source: t.itemSources?.[i] }));
  for (const e of design.entities)
    e.items.forEach((item, i) => out.push({ item, source: e.itemSources?.[i] }));
  return out;
}

const errors = (f: Finding[]) => f.filter((x) => x.severity === 'error');

interface FixtureCase {
  file: string;
  model: string;
  tables: { name: string; items: number; facets: string[]; gsis: string[] }[];
}

const FIXTURES: FixtureCase[] = [
  {
    file: 'workbench/AnOnlineShop_1.json',
    model: 'AnOnlineShop',
    tables: [{ name: 'OnlineShop', items: 0, facets: [], gsis: [] }]
  },
  {
    file: 'workbench/AnOnlineShop_14.json',
    model: 'AnOnlineShop',
    tables: [{ name: 'OnlineShop', items: 19, facets: [], gsis: ['GSI1', 'GSI2'] }]
  },
  {
    file: 'workbench/AnOnlineShop_facets.json',
    model: 'AnOnlineShop',
    tables: [
      {
        name: 'OnlineShop',
        items: 20,
        facets: [
          'customer',
          'product',
          'warehouse',
          'warehouseItem',
          'orderItem',
          'shipment',
          'shipmentItem',
          'invoice',
          'payment'
        ],
        gsis: ['GSI1', 'GSI2']
      }
    ]
  },
  {
    file: 'workbench/DeviceStateLog_7.json',
    model: 'DeviceStateLog',
    tables: [{ name: 'DeviceStateLog', items: 11, facets: [], gsis: ['GSI1', 'GSI2'] }]
  },
  {
    file: 'workbench/SessionManagementSchema.json',
    model: 'Session management step by step',
    tables: [{ name: 'session_store', items: 6, facets: [], gsis: ['GSI1_inverse'] }]
  },
  {
    file: 'query-vectors/query-model.json',
    model: 'Query vectors',
    tables: [{ name: 'Sized', items: 40, facets: [], gsis: ['ByNum'] }]
  }
];

describe('importWorkbench: shared fixtures', () => {
  it.each(FIXTURES)('$file loads with every item kept', ({ file, model, tables }) => {
    const raw = load(file);
    expect(isWorkbenchModel(raw)).toBe(true);
    const { design, findings } = importWorkbench(raw);
    expect(errors(findings)).toEqual([]);
    expect(design.name).toBe(model);
    expect(design.accessPatterns).toEqual([]);
    expect(design.tables.map((t) => t.name)).toEqual(tables.map((t) => t.name));
    const counts = rawItemCounts(raw);
    for (const t of tables) {
      expect(counts.get(t.name)).toBe(t.items); // the fixture is what we think it is
      expect(designItemCount(design, t.name)).toBe(counts.get(t.name));
      expect(design.entities.filter((e) => e.table === t.name).map((e) => e.name)).toEqual(
        t.facets
      );
      expect(
        design.tables.find((x) => x.name === t.name)?.globalSecondaryIndexes.map((g) => g.name)
      ).toEqual(t.gsis);
    }
  });

  it.each(FIXTURES)('$file: every itemSource points at the raw item it came from', ({ file }) => {
    const raw = load(file);
    const { design } = importWorkbench(raw);
    for (const { item, source } of allItems(design)) {
      expect(source).toMatch(/^\$\.DataModel\[\d+\](\.TableFacets\[\d+\])?\.TableData\[\d+\]$/);
      expect(parseAttributeMap(at(raw, source!), source!, [])).toEqual(item);
    }
    for (const t of design.tables) expect(t.itemSources).toHaveLength(t.items.length);
    for (const e of design.entities) expect(e.itemSources).toHaveLength(e.items.length);
  });

  it('SessionManagementSchema: provisioned 5/5 and the inverted GSI', () => {
    const { design } = importWorkbench(load('workbench/SessionManagementSchema.json'));
    const t = design.tables[0]!;
    expect(t.billing).toEqual({ mode: 'PROVISIONED', readCapacityUnits: 5, writeCapacityUnits: 5 });
    expect(t.partitionKey).toEqual({ name: 'PK', type: 'S' });
    expect(t.sortKey).toEqual({ name: 'SK', type: 'S' });
    expect(t.globalSecondaryIndexes).toEqual([
      {
        name: 'GSI1_inverse',
        partitionKey: { name: 'SK', type: 'S' },
        sortKey: { name: 'PK', type: 'S' },
        projection: { type: 'ALL' }
      }
    ]);
    expect(t.localSecondaryIndexes).toEqual([]);
    expect(design.description).toBeUndefined(); // empty Description is dropped
    expect(t.items[2]?.last_login_time).toEqual({ S: '2023-05-12T11:30:00' });
    expect(t.itemSources?.[2]).toBe('$.DataModel[0].TableData[2]');
  });

  it('query-model: on-demand billing, numeric GSI sort key, every attribute type', () => {
    const { design } = importWorkbench(load('query-vectors/query-model.json'));
    const t = design.tables[0]!;
    expect(t.billing).toEqual({ mode: 'PAY_PER_REQUEST' });
    expect(t.globalSecondaryIndexes[0]).toEqual({
      name: 'ByNum',
      partitionKey: { name: 'g', type: 'S' },
      sortKey: { name: 'num', type: 'N' },
      projection: { type: 'ALL' }
    });
    const tags = new Set(t.items.flatMap((i) => Object.values(i).map((v) => Object.keys(v)[0])));
    expect([...tags].sort()).toEqual(['B', 'BOOL', 'L', 'M', 'N', 'NS', 'NULL', 'S', 'SS']);
  });

  it('AnOnlineShop_facets: facets become entities with typed attributes, aliases and facet items', () => {
    const raw = load('workbench/AnOnlineShop_facets.json');
    const { design } = importWorkbench(raw);
    expect(design.tables[0]!.items).toEqual([]);
    const product = design.entities.find((e) => e.name === 'product')!;
    expect(product.table).toBe('OnlineShop');
    expect(product.keys).toEqual({});
    expect(product.description).toBe('Workbench key aliases: PK = "PK", SK = "SK"');
    expect(product.attributes).toEqual([
      { name: 'Detail', type: 'M' },
      { name: 'Price', type: 'S' },
      { name: 'EntityType', type: 'S' }
    ]);
    expect(product.items).toHaveLength(2);
    expect(product.itemSources).toEqual([
      '$.DataModel[0].TableFacets[1].TableData[0]',
      '$.DataModel[0].TableFacets[1].TableData[1]'
    ]);
    expect(design.description).toBe('This is one way of data modelling of an online shop.');
  });

  it('AnOnlineShop_14 and DeviceStateLog_7: table-level items, no billing', () => {
    for (const file of ['workbench/AnOnlineShop_14.json', 'workbench/DeviceStateLog_7.json']) {
      const { design } = importWorkbench(load(file));
      expect(design.entities).toEqual([]);
      expect(design.tables[0]!.billing).toBeUndefined();
    }
    const dsl = importWorkbench(load('workbench/DeviceStateLog_7.json')).design.tables[0]!;
    expect(dsl.sortKey).toEqual({ name: 'State#Date', type: 'S' });
    expect(dsl.globalSecondaryIndexes[1]).toMatchObject({
      partitionKey: { name: 'EscalatedTo' },
      sortKey: { name: 'State#Date' }
    });
  });
});

/** A minimal valid model; `table` fields override the defaults. */
function model(table: Raw, version: unknown = '3.0', extra: Raw = {}): Raw {
  return {
    ModelName: 'Synthetic',
    ModelMetadata: { Author: '', Description: '', Version: version },
    DataModel: [
      {
        TableName: 'Tab',
        KeyAttributes: {
          PartitionKey: { AttributeName: 'PK', AttributeType: 'S' },
          SortKey: { AttributeName: 'SK', AttributeType: 'S' }
        },
        NonKeyAttributes: [],
        ...table
      }
    ],
    ...extra
  };
}
const item = (pk: string, sk: string, more: Raw = {}): Raw => ({
  PK: { S: pk },
  SK: { S: sk },
  ...more
});

describe('importWorkbench: synthetic models', () => {
  it('reads a 2.0 export (DescribeTable→Workbench script shape) with N/B keys, INCLUDE/KEYS_ONLY projections and an LSI', () => {
    const raw = model(
      {
        KeyAttributes: {
          PartitionKey: { AttributeName: 'id', AttributeType: 'N' },
          SortKey: { AttributeName: 'blob', AttributeType: 'B' }
        },
        NonKeyAttributes: [
          { AttributeName: 'email', AttributeType: 'S' },
          { AttributeName: 'ts', AttributeType: 'N' }
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'ByEmail',
            KeyAttributes: { PartitionKey: { AttributeName: 'email', AttributeType: 'S' } },
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['ts', 'name'] }
          },
          {
            IndexName: 'ByTs',
            KeyAttributes: {
              PartitionKey: { AttributeName: 'email', AttributeType: 'S' },
              SortKey: { AttributeName: 'ts', AttributeType: 'N' }
            },
            Projection: { ProjectionType: 'KEYS_ONLY' }
          }
        ],
        LocalSecondaryIndexes: [
          {
            IndexName: 'ByTsLocal',
            KeyAttributes: {
              PartitionKey: { AttributeName: 'id', AttributeType: 'N' },
              SortKey: { AttributeName: 'ts', AttributeType: 'N' }
            },
            Projection: { ProjectionType: 'ALL' }
          }
        ],
        TableData: [
          { id: { N: '1' }, blob: { B: 'AAE=' }, email: { S: 'a@example.com' } },
          { id: { N: '2' }, blob: { B: 'AAI=' }, ts: { N: '1700000000' } }
        ],
        BillingMode: 'PAY_PER_REQUEST'
      },
      '2.0'
    );
    const { design, findings } = importWorkbench(raw);
    expect(findings).toEqual([]);
    const t = design.tables[0]!;
    expect(t.partitionKey).toEqual({ name: 'id', type: 'N' });
    expect(t.sortKey).toEqual({ name: 'blob', type: 'B' });
    expect(t.globalSecondaryIndexes).toEqual([
      {
        name: 'ByEmail',
        partitionKey: { name: 'email', type: 'S' },
        projection: { type: 'INCLUDE', nonKeyAttributes: ['ts', 'name'] }
      },
      {
        name: 'ByTs',
        partitionKey: { name: 'email', type: 'S' },
        sortKey: { name: 'ts', type: 'N' },
        projection: { type: 'KEYS_ONLY' }
      }
    ]);
    expect(t.localSecondaryIndexes).toEqual([
      { name: 'ByTsLocal', sortKey: { name: 'ts', type: 'N' }, projection: { type: 'ALL' } }
    ]);
    expect(t.billing).toEqual({ mode: 'PAY_PER_REQUEST' });
    expect(t.items).toHaveLength(2);
    expect(t.itemSources).toEqual(['$.DataModel[0].TableData[0]', '$.DataModel[0].TableData[1]']);
  });

  it('reads table-level TableData and facet TableData from the same table', () => {
    const raw = model({
      NonKeyAttributes: [{ AttributeName: 'count', AttributeType: 'N' }],
      TableData: [item('loose#1', 'x'), item('loose#2', 'y')],
      TableFacets: [
        {
          FacetName: 'User',
          KeyAttributeAlias: { PartitionKeyAlias: 'UserId', SortKeyAlias: 'SubId#SKU' },
          NonKeyAttributes: ['count', 'undeclared'],
          TableData: [item('U#1', 'P'), item('U#2', 'P'), item('U#3', 'P')]
        },
        {
          FacetName: 'Order',
          KeyAttributeAlias: { PartitionKeyAlias: 'UserId' },
          NonKeyAttributes: []
        }
      ]
    });
    const { design, findings } = importWorkbench(raw);
    expect(findings).toEqual([]);
    expect(designItemCount(design, 'Tab')).toBe(rawItemCounts(raw).get('Tab'));
    expect(designItemCount(design, 'Tab')).toBe(5);
    expect(design.tables[0]!.items.map((i) => i.PK)).toEqual([{ S: 'loose#1' }, { S: 'loose#2' }]);
    const [user, order] = design.entities;
    expect(user).toMatchObject({
      name: 'User',
      table: 'Tab',
      keys: {},
      description: 'Workbench key aliases: PK = "UserId", SK = "SubId#SKU"'
    });
    expect(user!.attributes).toEqual([
      { name: 'count', type: 'N' },
      { name: 'undeclared', type: 'S' }
    ]);
    expect(user!.itemSources).toEqual([
      '$.DataModel[0].TableFacets[0].TableData[0]',
      '$.DataModel[0].TableFacets[0].TableData[1]',
      '$.DataModel[0].TableFacets[0].TableData[2]'
    ]);
    expect(order).toMatchObject({
      name: 'Order',
      items: [],
      itemSources: [],
      description: 'Workbench key aliases: PK = "UserId"'
    });
    for (const { item: it, source } of allItems(design))
      expect(parseAttributeMap(at(raw, source!), '$', [])).toEqual(it);
  });

  it.each([
    { version: 'omitted', severity: 'info', code: 'workbench.version-missing' },
    { version: '4.0', severity: 'warning', code: 'workbench.unknown-version' },
    { version: 3, severity: 'warning', code: 'workbench.unknown-version' }
  ])(
    'version $version → $severity $code, and the model still loads',
    ({ version, severity, code }) => {
      const raw = model({ TableData: [item('a', 'b')] }, version);
      if (version === 'omitted') delete (raw.ModelMetadata as Raw).Version;
      const { design, findings } = importWorkbench(raw);
      expect(findings).toEqual([
        expect.objectContaining({ severity, code, path: '$.ModelMetadata.Version' })
      ]);
      expect(design.tables[0]!.items).toHaveLength(1);
    }
  );

  it('keeps an item with a bad attribute, minus that attribute, and reports it', () => {
    const raw = model({
      TableData: [item('a', 'b', { good: { N: '1' }, bad: { N: 'twelve' }, worse: 'plain' })]
    });
    const { design, findings } = importWorkbench(raw);
    const kept = design.tables[0]!.items[0]!;
    expect(Object.keys(kept).sort()).toEqual(['PK', 'SK', 'good']);
    expect(findings.map((f) => f.path).sort()).toEqual([
      '$.DataModel[0].TableData[0].bad.N',
      '$.DataModel[0].TableData[0].worse'
    ]);
  });

  it('reports an unmappable access-pattern section as info', () => {
    const { findings } = importWorkbench(
      model({ AccessPatterns: [{ name: 'x' }] }, '3.0', { AccessPatterns: [] })
    );
    expect(findings.map((f) => [f.severity, f.code, f.path])).toEqual([
      ['info', 'workbench.access-patterns-ignored', '$.DataModel[0].AccessPatterns'],
      ['info', 'workbench.access-patterns-ignored', '$.AccessPatterns']
    ]);
  });
});

describe('importWorkbench: bad input becomes located findings', () => {
  const pk = { AttributeName: 'PK', AttributeType: 'S' };
  it.each<{
    name: string;
    raw: unknown;
    code: string;
    path: string;
    tables?: number;
    items?: number;
  }>([
    { name: 'not an object', raw: [1, 2], code: 'workbench.not-object', path: '$', tables: 0 },
    { name: 'null', raw: null, code: 'workbench.not-object', path: '$', tables: 0 },
    {
      name: 'DataModel not an array',
      raw: { ModelName: 'M', ModelMetadata: { Version: '3.0' }, DataModel: {} },
      code: 'workbench.data-model',
      path: '$.DataModel',
      tables: 0
    },
    {
      name: 'ModelName missing',
      raw: { ModelMetadata: { Version: '3.0' }, DataModel: [] },
      code: 'workbench.model-name',
      path: '$.ModelName',
      tables: 0
    },
    {
      name: 'table not an object',
      raw: model({}, '3.0', { DataModel: ['T'] }),
      code: 'workbench.table-not-object',
      path: '$.DataModel[0]',
      tables: 0
    },
    {
      name: 'table without KeyAttributes',
      raw: model({ KeyAttributes: undefined, TableData: [item('a', 'b')] }),
      code: 'workbench.key-attributes-missing',
      path: '$.DataModel[0].KeyAttributes',
      tables: 0
    },
    {
      name: 'partition key type BOOL',
      raw: model({
        KeyAttributes: { PartitionKey: { AttributeName: 'PK', AttributeType: 'BOOL' } },
        TableData: [item('a', 'b')]
      }),
      code: 'workbench.key-type',
      path: '$.DataModel[0].KeyAttributes.PartitionKey.AttributeType',
      tables: 1,
      items: 1
    },
    {
      name: 'sort key without a name',
      raw: model({
        KeyAttributes: { PartitionKey: pk, SortKey: { AttributeType: 'S' } },
        TableData: [item('a', 'b')]
      }),
      code: 'workbench.key-name',
      path: '$.DataModel[0].KeyAttributes.SortKey.AttributeName',
      tables: 1,
      items: 1
    },
    {
      name: 'TableName missing',
      raw: model({ TableName: 42 }),
      code: 'workbench.table-name',
      path: '$.DataModel[0].TableName',
      tables: 1
    },
    {
      name: 'TableData not an array',
      raw: model({ TableData: { PK: { S: 'a' } } }),
      code: 'workbench.table-data-not-array',
      path: '$.DataModel[0].TableData',
      tables: 1,
      items: 0
    },
    {
      name: 'item not an object',
      raw: model({ TableData: [item('a', 'b'), 'oops'] }),
      code: 'workbench.item-not-object',
      path: '$.DataModel[0].TableData[1]',
      tables: 1,
      items: 1
    },
    {
      name: 'GSIs not an array',
      raw: model({ GlobalSecondaryIndexes: 'GSI1' }),
      code: 'workbench.indexes-not-array',
      path: '$.DataModel[0].GlobalSecondaryIndexes',
      tables: 1
    },
    {
      name: 'GSI key type L',
      raw: model({
        GlobalSecondaryIndexes: [
          {
            IndexName: 'G',
            KeyAttributes: { PartitionKey: { AttributeName: 'x', AttributeType: 'L' } },
            Projection: { ProjectionType: 'ALL' }
          }
        ]
      }),
      code: 'workbench.key-type',
      path: '$.DataModel[0].GlobalSecondaryIndexes[0].KeyAttributes.PartitionKey.AttributeType',
      tables: 1
    },
    {
      name: 'GSI without IndexName',
      raw: model({ GlobalSecondaryIndexes: [{ KeyAttributes: { PartitionKey: pk } }] }),
      code: 'workbench.index-name',
      path: '$.DataModel[0].GlobalSecondaryIndexes[0].IndexName',
      tables: 1
    },
    {
      name: 'unknown projection',
      raw: model({
        GlobalSecondaryIndexes: [
          {
            IndexName: 'G',
            KeyAttributes: { PartitionKey: pk },
            Projection: { ProjectionType: 'SOME' }
          }
        ]
      }),
      code: 'workbench.projection-type',
      path: '$.DataModel[0].GlobalSecondaryIndexes[0].Projection.ProjectionType',
      tables: 1
    },
    {
      name: 'LSI without sort key',
      raw: model({
        LocalSecondaryIndexes: [
          {
            IndexName: 'L',
            KeyAttributes: { PartitionKey: pk },
            Projection: { ProjectionType: 'ALL' }
          }
        ]
      }),
      code: 'workbench.lsi-sort-key',
      path: '$.DataModel[0].LocalSecondaryIndexes[0].KeyAttributes.SortKey',
      tables: 1
    },
    {
      name: 'unknown billing mode',
      raw: model({ BillingMode: 'ON_DEMAND' }),
      code: 'workbench.billing-mode',
      path: '$.DataModel[0].BillingMode',
      tables: 1
    },
    {
      name: 'provisioned without throughput',
      raw: model({ BillingMode: 'PROVISIONED' }),
      code: 'workbench.billing-capacity',
      path: '$.DataModel[0].ProvisionedCapacitySettings',
      tables: 1
    },
    {
      name: 'provisioned with string RCU',
      raw: model({
        BillingMode: 'PROVISIONED',
        ProvisionedCapacitySettings: {
          ProvisionedThroughput: { ReadCapacityUnits: '5', WriteCapacityUnits: 5 }
        }
      }),
      code: 'workbench.billing-capacity',
      path: '$.DataModel[0].ProvisionedCapacitySettings.ProvisionedThroughput.ReadCapacityUnits',
      tables: 1
    },
    {
      name: 'TableFacets not an array',
      raw: model({ TableFacets: {} }),
      code: 'workbench.facets-not-array',
      path: '$.DataModel[0].TableFacets',
      tables: 1
    },
    {
      name: 'facet without FacetName',
      raw: model({ TableFacets: [{ NonKeyAttributes: [], TableData: [item('a', 'b')] }] }),
      code: 'workbench.facet-name',
      path: '$.DataModel[0].TableFacets[0].FacetName',
      tables: 1,
      items: 1
    },
    {
      name: 'facet NonKeyAttributes with a number',
      raw: model({ TableFacets: [{ FacetName: 'F', NonKeyAttributes: ['a', 7] }] }),
      code: 'workbench.facet-attributes',
      path: '$.DataModel[0].TableFacets[0].NonKeyAttributes[1]',
      tables: 1
    },
    {
      name: 'duplicate table name',
      raw: {
        ModelName: 'M',
        ModelMetadata: { Version: '3.0' },
        DataModel: [
          (model({}).DataModel as Raw[])[0],
          (model({ TableData: [item('a', 'b')] }).DataModel as Raw[])[0]
        ]
      },
      code: 'workbench.table-duplicate',
      path: '$.DataModel[1].TableName',
      tables: 2,
      items: 1
    }
  ])('$name → $code at $path', ({ raw, code, path, tables, items }) => {
    const { design, findings } = importWorkbench(raw);
    const hit = findings.find((f) => f.code === code);
    expect(hit, JSON.stringify(findings)).toBeDefined();
    expect(hit!.path).toBe(path);
    expect(hit!.message.length).toBeGreaterThan(30);
    if (tables !== undefined) expect(design.tables).toHaveLength(tables);
    if (items !== undefined)
      expect(
        design.tables.reduce((n, t) => n + t.items.length, 0) +
          design.entities.reduce((n, e) => n + e.items.length, 0)
      ).toBe(items);
  });

  it('a bad partition key type keeps the table, its name and its items', () => {
    const raw = model({
      KeyAttributes: {
        PartitionKey: { AttributeName: 'PK', AttributeType: 'M' },
        SortKey: { AttributeName: 'SK', AttributeType: 'S' }
      },
      TableData: [item('a', 'b')]
    });
    const { design } = importWorkbench(raw);
    expect(design.tables[0]).toMatchObject({
      name: 'Tab',
      partitionKey: { name: 'PK', type: 'S' },
      sortKey: { name: 'SK', type: 'S' }
    });
  });

  it('a skipped table says how many items were lost', () => {
    const { findings } = importWorkbench(
      model({
        KeyAttributes: {},
        TableData: [item('a', 'b')],
        TableFacets: [{ FacetName: 'F', TableData: [item('c', 'd')] }]
      })
    );
    expect(findings.find((f) => f.code === 'workbench.table-skipped')?.message).toMatch(/2 item/);
  });

  it('never throws, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const { design, findings } = importWorkbench(v);
        expect(Array.isArray(findings)).toBe(true);
        expect(Array.isArray(design.tables)).toBe(true);
      }),
      { numRuns: 300 }
    );
  });

  it('never throws on mangled Workbench-shaped models', () => {
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));
    const key = fc.record({
      AttributeName: value,
      AttributeType: fc.oneof(fc.constantFrom('S', 'N', 'B', 'M'), value)
    });
    const table = fc.record(
      {
        TableName: value,
        KeyAttributes: fc.oneof(
          fc.record({ PartitionKey: fc.oneof(key, value), SortKey: fc.oneof(key, value) }),
          value
        ),
        NonKeyAttributes: fc.oneof(fc.array(key), value),
        GlobalSecondaryIndexes: fc.oneof(
          fc.array(
            fc.record({
              IndexName: value,
              KeyAttributes: fc.record({ PartitionKey: key }),
              Projection: fc.oneof(
                fc.record({
                  ProjectionType: fc.constantFrom('ALL', 'INCLUDE', 'X'),
                  NonKeyAttributes: value
                }),
                value
              )
            })
          ),
          value
        ),
        TableFacets: fc.oneof(
          fc.array(
            fc.record({
              FacetName: value,
              KeyAttributeAlias: value,
              NonKeyAttributes: value,
              TableData: fc.oneof(fc.array(value), value)
            })
          ),
          value
        ),
        TableData: fc.oneof(fc.array(fc.oneof(value, fc.dictionary(fc.string(), value))), value),
        BillingMode: fc.oneof(fc.constantFrom('PROVISIONED', 'PAY_PER_REQUEST'), value),
        ProvisionedCapacitySettings: value
      },
      { requiredKeys: [] }
    );
    fc.assert(
      fc.property(
        fc.record(
          { ModelName: value, ModelMetadata: value, DataModel: fc.oneof(fc.array(table), value) },
          { requiredKeys: [] }
        ),
        (raw) => {
          expect(() => importWorkbench(raw)).not.toThrow();
        }
      ),
      { numRuns: 300 }
    );
  });
});

describe('importWorkbench: hostile data passes through as data', () => {
  it('keeps __proto__, constructor and markup as plain attributes and pollutes nothing', () => {
    const text = `{
      "ModelName": "<script>alert(1)</script>",
      "ModelMetadata": {"Version": "3.0", "Description": "<img src=x onerror=alert(1)>", "__proto__": {"polluted": true}},
      "DataModel": [{
        "TableName": "__proto__",
        "KeyAttributes": {"PartitionKey": {"AttributeName": "constructor", "AttributeType": "S"}},
        "NonKeyAttributes": [{"AttributeName": "__proto__", "AttributeType": "M"}],
        "TableData": [{"constructor": {"S": "<img src=x onerror=alert(1)>"}, "__proto__": {"M": {"polluted": {"BOOL": true}}}, "big": {"S": "${'x'.repeat(200_000)}"}}],
        "TableFacets": [{"FacetName": "toString", "NonKeyAttributes": ["__proto__", "constructor"], "TableData": [{"constructor": {"S": "f"}, "__proto__": {"S": "p"}}]}]
      }]
    }`;
    const { design, findings } = importWorkbench(JSON.parse(text));
    expect(findings).toEqual([]);
    expect(design.name).toBe('<script>alert(1)</script>');
    expect(design.description).toBe('<img src=x onerror=alert(1)>');
    const t = design.tables[0]!;
    expect(t.name).toBe('__proto__');
    expect(t.partitionKey).toEqual({ name: 'constructor', type: 'S' });
    const it0 = t.items[0]!;
    expect(Object.keys(it0).sort()).toEqual(['__proto__', 'big', 'constructor']);
    expect(Object.getPrototypeOf(it0)).toBeNull();
    expect(it0.constructor).toEqual({ S: '<img src=x onerror=alert(1)>' });
    expect(Object.getOwnPropertyDescriptor(it0, '__proto__')?.value).toEqual({
      M: expect.objectContaining({ polluted: { BOOL: true } })
    });
    expect((it0.big as { S: string }).S).toHaveLength(200_000);
    const e = design.entities[0]!;
    expect(e.name).toBe('toString');
    expect(e.attributes).toEqual([
      { name: '__proto__', type: 'M' },
      { name: 'constructor', type: 'S' }
    ]);
    expect(Object.keys(e.items[0]!).sort()).toEqual(['__proto__', 'constructor']);
    expect(({} as Raw).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('isWorkbenchModel recognises models and rejects other JSON', () => {
    expect(isWorkbenchModel({ ModelName: 'x', DataModel: [] })).toBe(true);
    expect(isWorkbenchModel({ DataModel: [] })).toBe(true);
    for (const v of [
      null,
      [],
      'ModelName',
      42,
      {},
      { formatVersion: 1, tables: [] },
      Object.create({ ModelName: 'inherited' })
    ])
      expect(isWorkbenchModel(v)).toBe(false);
  });
});

describe('importWorkbench: progress', () => {
  it.each(FIXTURES)(
    '$file: reports every raw item read, kept or refused, and loads the same design',
    ({ file }) => {
      const raw = load(file);
      const heard: LoadProgress[] = [];
      const r = importWorkbench(raw, { onProgress: (p) => heard.push(p), every: 1 });
      expect(r).toEqual(importWorkbench(raw));
      const items = [...rawItemCounts(raw).values()].reduce((a, b) => a + b, 0);
      expect(heard.every((p) => p.phase === 'validating' && p.total === items)).toBe(true);
      expect(heard.map((p) => p.done)).toEqual([
        ...Array.from({ length: items + 1 }, (_, i) => i),
        items
      ]);
    }
  );

  it('counts an entry that is not an item as read, so the count reaches the total', () => {
    const raw = {
      ModelName: 'm',
      DataModel: [
        {
          TableName: 't',
          KeyAttributes: { PartitionKey: { AttributeName: 'PK', AttributeType: 'S' } },
          TableData: [{ PK: { S: 'a' } }, 7, 'x', { PK: { S: 'b' } }]
        }
      ]
    };
    const heard: LoadProgress[] = [];
    const r = importWorkbench(raw, { onProgress: (p) => heard.push(p), every: 1 });
    expect(r.design.tables[0]!.items).toHaveLength(2);
    expect(heard.at(-1)).toEqual({ phase: 'validating', done: 4, total: 4 });
  });
});

describe('key templates and the Keyscope field', () => {
  const S = (s: string) => ({ S: s });
  /** A one-table model with one facet: its aliases, items and (optionally) a Keyscope field. */
  function model(aliases: Raw, items: Raw[], keyscope?: unknown): Raw {
    return {
      ModelName: 'M',
      ModelMetadata: { Version: '3.0', Description: '' },
      DataModel: [
        {
          TableName: 'Users',
          KeyAttributes: {
            PartitionKey: { AttributeName: 'PK', AttributeType: 'S' },
            SortKey: { AttributeName: 'SK', AttributeType: 'S' }
          },
          NonKeyAttributes: [{ AttributeName: 'id', AttributeType: 'S' }],
          TableFacets: [
            {
              FacetName: 'User',
              KeyAttributeAlias: aliases,
              NonKeyAttributes: ['id'],
              TableData: items
            }
          ]
        }
      ],
      ...(keyscope !== undefined ? { Keyscope: keyscope } : {})
    };
  }
  const matching = [
    { PK: S('USER#1'), SK: S('PROFILE'), id: S('1') },
    { PK: S('USER#2'), SK: S('PROFILE'), id: S('2') }
  ];
  const edited = [matching[0]!, { PK: S('USER#9'), SK: S('PROFILE'), id: S('2') }];
  const kept = (keys: Raw, more: Raw = {}) => ({
    format: 'keyscope.design',
    version: 2,
    entities: [{ name: 'User', table: 'Users', attributes: [{ name: 'id', type: 'S' }], keys }],
    accessPatterns: [],
    ...more
  });

  it.each([
    {
      why: 'an alias that is a template giving every item its key',
      raw: model({ PartitionKeyAlias: 'USER#${id}', SortKeyAlias: 'PROFILE' }, matching),
      keys: { PK: 'USER#${id}' },
      description: 'Workbench key aliases: SK = "PROFILE"',
      item: { SK: S('PROFILE'), id: S('1') },
      codes: []
    },
    {
      why: 'an alias template whose items were edited (read as a display name)',
      raw: model({ PartitionKeyAlias: 'USER#${id}' }, edited),
      keys: {},
      description: 'Workbench key aliases: PK = "USER#${id}"',
      item: matching[0],
      codes: ['workbench.alias-not-template']
    },
    {
      why: "a display name, as in Workbench's own files",
      raw: model({ PartitionKeyAlias: 'UserId', SortKeyAlias: 'SubId#SKU' }, matching),
      keys: {},
      description: 'Workbench key aliases: PK = "UserId", SK = "SubId#SKU"',
      item: matching[0],
      codes: []
    },
    {
      why: 'templates the Keyscope field confirms, a constant one included',
      raw: model(
        { PartitionKeyAlias: 'USER#${id}', SortKeyAlias: 'PROFILE' },
        matching,
        kept({ PK: 'USER#${id}', SK: 'PROFILE' })
      ),
      keys: { PK: 'USER#${id}', SK: 'PROFILE' },
      description: undefined,
      item: { id: S('1') },
      codes: []
    },
    {
      why: 'a Keyscope template whose items were edited in Workbench',
      raw: model(
        { PartitionKeyAlias: 'USER#${id}', SortKeyAlias: 'PROFILE' },
        edited,
        kept({ PK: 'USER#${id}', SK: 'PROFILE' })
      ),
      keys: { SK: 'PROFILE' },
      description: undefined,
      item: { PK: S('USER#1'), id: S('1') },
      codes: ['workbench.template-mismatch']
    },
    {
      why: 'a Keyscope field of another format (ignored)',
      raw: model({ PartitionKeyAlias: 'P' }, matching, { format: 'other' }),
      keys: {},
      description: 'Workbench key aliases: PK = "P"',
      item: matching[0],
      codes: ['workbench.keyscope-format']
    },
    {
      why: 'a Keyscope field from a newer Keyscope (ignored)',
      raw: model({ PartitionKeyAlias: 'P' }, matching, { ...kept({}), version: 99 }),
      keys: {},
      description: 'Workbench key aliases: PK = "P"',
      item: matching[0],
      codes: ['workbench.keyscope-version']
    }
  ])('$why', ({ raw, keys, description, item, codes }) => {
    const { design, findings } = importWorkbench(raw);
    const user = design.entities[0]!;
    expect(user.keys).toEqual(keys);
    expect(user.description).toBe(description);
    expect(user.items[0]).toEqual(item);
    expect(user.items).toHaveLength(2);
    expect(findings.map((f) => f.code)).toEqual(codes);
  });

  it('reads access patterns and workload from the Keyscope field, every problem located', () => {
    const pattern = {
      name: 'Get user',
      table: 'Users',
      index: null,
      partitionKey: 'USER#${id}',
      parameters: { id: '1' },
      scanIndexForward: true,
      consistentRead: false,
      expectedEntities: ['User']
    };
    const raw = model(
      { PartitionKeyAlias: 'USER#${id}' },
      matching,
      kept(
        { PK: 'USER#${id}' },
        {
          accessPatterns: [pattern, { ...pattern, name: 'Elsewhere', table: 'Nope' }],
          workload: { accessPatterns: [{ name: 'Get user', rate: 30 }], entities: [] }
        }
      )
    );
    const { design, findings } = importWorkbench(raw);
    // Kept with its error, as the native loader keeps it.
    expect(design.accessPatterns.map((p) => p.name)).toEqual(['Get user', 'Elsewhere']);
    expect(design.workload?.accessPatterns).toEqual([{ pattern: 'Get user', rate: 30 }]);
    expect(findings.map((f) => [f.severity, f.path])).toEqual([
      ['error', '$.Keyscope.accessPatterns[1].table']
    ]);
  });
});
