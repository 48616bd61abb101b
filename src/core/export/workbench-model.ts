import type { AttributeMap, AttributeType } from '../model/attribute-value.ts';
import type {
  WorkbenchAttribute,
  WorkbenchIndex,
  WorkbenchKeys,
  WorkbenchModel,
  WorkbenchTable
} from './workbench-model-shape.ts';
import { typeOf } from '../model/attribute-value.ts';
import type { Design, Entity, KeyAttribute, Projection, Table } from '../model/design.ts';
import { resolveItems, storedItem } from '../views/resolve-items.ts';
import { workbenchDate } from './workbench-date.ts';

export interface WorkbenchExport {
  readonly model: WorkbenchModel;
  /** What the model cannot hold, in sentences for the user (the studio shows them). */
  readonly notes: string[];
}

/**
 * A design as a NoSQL Workbench 3.0 model, in the shape of AWS's own exports (`ModelMetadata`
 * with `AWSService` and `Version`; per table `KeyAttributes`, `NonKeyAttributes`, `TableFacets`,
 * `GlobalSecondaryIndexes`, `TableData`, `DataAccess`, `BillingMode` and
 * `ProvisionedCapacitySettings`; see test/fixtures/workbench/SessionManagementSchema.json and
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/workbench.Modeler.ExportModel.html).
 *
 * Each entity becomes a facet (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/workbench.Modeler.Edit.html)
 * holding its items as DynamoDB stores them: key attributes written out, rendered from the
 * templates. A Workbench model has no place for key templates, so they survive only as the
 * facets' key aliases (display names); table items stay at table level. Every write is kept, in
 * write order, so re-importing the model gives the same tables, indexes and items, collisions
 * included. `now` stamps DateCreated/DateLastModified; `tables` limits the export to those names.
 *
 * @example
 * const { model, notes } = workbenchModel(gaming, { now: new Date() });
 * model.DataModel[0].TableFacets.map((f) => f.FacetName); // ['Game', 'User', 'UserGameMapping']
 */
export function workbenchModel(
  design: Design,
  options: { now: Date; tables?: readonly string[] }
): WorkbenchExport {
  const notes: string[] = [];
  const date = workbenchDate(options.now);
  const chosen = design.tables.filter((t) => !options.tables || options.tables.includes(t.name));
  const DataModel = chosen.map((t) => table(design, t));
  const templated = design.entities.filter((e) => Object.keys(e.keys).length > 0);
  if (templated.length > 0)
    notes.push(
      `NoSQL Workbench has no key templates: the items of ${templated.length === 1 ? 'entity' : 'entities'} ${list(templated.map((e) => e.name))} carry their keys written out, and each template is kept only as its facet's key alias`
    );
  const orphans = design.entities.filter((e) => !design.tables.some((t) => t.name === e.table));
  if (orphans.length > 0)
    notes.push(
      `${list(orphans.map((e) => e.name))} ${orphans.length === 1 ? 'is' : 'are'} left out: ${orphans.length === 1 ? 'its' : 'their'} table is not in the design`
    );
  const n = design.accessPatterns.length;
  if (n > 0)
    notes.push(
      `${n === 1 ? 'the access pattern is' : `the ${n} access patterns are`} left out: a Workbench model has no place for access patterns`
    );
  if (chosen.some((t) => t.localSecondaryIndexes.length > 0))
    notes.push(
      'local secondary indexes are written as LocalSecondaryIndexes, mirroring GlobalSecondaryIndexes; Keyscope reads them back, but NoSQL Workbench may not show them'
    );
  const model: WorkbenchModel = {
    ModelName: design.name,
    ModelMetadata: {
      Author: '',
      DateCreated: date,
      DateLastModified: date,
      Description: design.description ?? '',
      AWSService: 'Amazon DynamoDB',
      Version: '3.0'
    },
    DataModel
  };
  return { model, notes };
}

function table(design: Design, t: Table): WorkbenchTable {
  const resolved = resolveItems(design, t, []);
  const stored = (from: number, count: number): AttributeMap[] => {
    const out: AttributeMap[] = [];
    for (let o = from; o < from + count; o++) out.push(storedItem(resolved, resolved.item(o)!));
    return out;
  };
  const isTableKey = (n: string) => n === t.partitionKey.name || n === t.sortKey?.name;
  const types = new Map<string, string>();
  const note = (name: string, type: AttributeType) => {
    if (!isTableKey(name) && !types.has(name)) types.set(name, type);
  };
  for (const ix of t.globalSecondaryIndexes)
    for (const k of [ix.partitionKey, ix.sortKey]) if (k) note(k.name, k.type);
  for (const ix of t.localSecondaryIndexes) note(ix.sortKey.name, ix.sortKey.type);
  const entities = design.entities.filter((e) => e.table === t.name);
  for (const e of entities) for (const a of e.attributes) note(a.name, a.type);
  const seen = (items: readonly AttributeMap[]) => {
    for (const item of items) for (const name of Object.keys(item)) note(name, typeOf(item[name]!));
  };
  const TableData = stored(0, t.items.length);
  seen(TableData);
  let offset = t.items.length;
  const TableFacets = entities.map((e) => {
    const data = stored(offset, e.items.length);
    offset += e.items.length;
    seen(data);
    return facet(t, e, data, isTableKey);
  });
  return {
    TableName: t.name,
    KeyAttributes: keys(t.partitionKey, t.sortKey),
    NonKeyAttributes: [...types].map(([AttributeName, AttributeType]) => ({
      AttributeName,
      AttributeType
    })),
    TableFacets,
    GlobalSecondaryIndexes: t.globalSecondaryIndexes.map((g) => ({
      IndexName: g.name,
      KeyAttributes: keys(g.partitionKey, g.sortKey),
      Projection: projection(g.projection)
    })),
    ...(t.localSecondaryIndexes.length > 0
      ? {
          LocalSecondaryIndexes: t.localSecondaryIndexes.map((l) => ({
            IndexName: l.name,
            KeyAttributes: keys(t.partitionKey, l.sortKey),
            Projection: projection(l.projection)
          }))
        }
      : {}),
    TableData,
    DataAccess: { MySql: {} },
    ...(t.billing ? { BillingMode: t.billing.mode } : {}),
    ...(t.billing?.mode === 'PROVISIONED'
      ? {
          ProvisionedCapacitySettings: {
            ProvisionedThroughput: {
              ReadCapacityUnits: t.billing.readCapacityUnits,
              WriteCapacityUnits: t.billing.writeCapacityUnits
            }
          }
        }
      : {})
  };
}

function facet(
  t: Table,
  e: Entity,
  data: AttributeMap[],
  isTableKey: (name: string) => boolean
): WorkbenchTable['TableFacets'][number] {
  const own = (k: KeyAttribute) =>
    Object.prototype.hasOwnProperty.call(e.keys, k.name) ? e.keys[k.name]! : k.name;
  const names = new Set<string>();
  for (const a of e.attributes) if (!isTableKey(a.name)) names.add(a.name);
  for (const k of Object.keys(e.keys)) if (!isTableKey(k)) names.add(k);
  for (const item of data) for (const n of Object.keys(item)) if (!isTableKey(n)) names.add(n);
  return {
    FacetName: e.name,
    KeyAttributeAlias: {
      PartitionKeyAlias: own(t.partitionKey),
      ...(t.sortKey ? { SortKeyAlias: own(t.sortKey) } : {})
    },
    TableData: data,
    NonKeyAttributes: [...names],
    DataAccess: { MySql: {} }
  };
}

function keys(pk: KeyAttribute, sk: KeyAttribute | undefined): WorkbenchKeys {
  const attr = (k: KeyAttribute): WorkbenchAttribute => ({
    AttributeName: k.name,
    AttributeType: k.type
  });
  return { PartitionKey: attr(pk), ...(sk ? { SortKey: attr(sk) } : {}) };
}

function projection(p: Projection): WorkbenchIndex['Projection'] {
  return p.type === 'INCLUDE'
    ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...(p.nonKeyAttributes ?? [])] }
    : { ProjectionType: p.type };
}

function list(names: readonly string[]): string {
  const q = names.map((n) => JSON.stringify(n));
  return q.length <= 3 ? q.join(', ') : `${q.slice(0, 3).join(', ')} and ${q.length - 3} more`;
}
