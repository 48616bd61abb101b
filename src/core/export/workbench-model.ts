import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import { isMultiKey } from '../model/is-multi-key.ts';
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
import { workbenchExtension } from './workbench-extension.ts';
import { workbenchNotes } from './workbench-notes.ts';
import { withProvenance } from './with-provenance.ts';
import { withSyntheticKeys } from './with-synthetic-keys.ts';

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
 * holding every item it is given (pass the studio's shown design to include generated items) as
 * DynamoDB stores them: key attributes written out, rendered from the templates. The facet's
 * `KeyAttributeAlias` holds its table key templates (`USER#${username}`), the field where
 * Workbench's own files put key patterns (`SubId#SKU`); items of no entity stay at table level,
 * and a table whose items are all in facets has no table-level `TableData`, as Workbench writes
 * it. What Workbench has no field for (index key templates, entity descriptions and attribute
 * types, access patterns, workload) goes into the model's `Keyscope` field
 * (`workbenchExtension`). Every write is kept, in write order, so re-importing the model gives
 * the same tables, indexes, entities, templates, items, access patterns and workload.
 * `now` stamps DateCreated/DateLastModified; `tables` limits the export to those names.
 * `provenance` (where a live set's items were read, `ExportRequest.provenance`) goes after the
 * design's description in `ModelMetadata.Description`, the model's one free-text field, which
 * NoSQL Workbench shows with the model and `importWorkbench` reads back as the description.
 * A multi-attribute GSI is left out, or with `syntheticKeys` written with one string attribute
 * per key part joining its attributes (`withSyntheticKeys`); the notes say which and how.
 *
 * @example
 * const { model, notes } = workbenchModel(gaming, { now: new Date() });
 * model.DataModel[0].TableFacets.map((f) => f.FacetName); // ['Game', 'User', 'UserGameMapping']
 */
export function workbenchModel(
  given: Design,
  options: { now: Date; tables?: readonly string[]; provenance?: string; syntheticKeys?: boolean }
): WorkbenchExport {
  const date = workbenchDate(options.now);
  const names = given.tables.map((t) => t.name).filter((n) => options.tables?.includes(n) ?? true);
  const synthetic = options.syntheticKeys ? withSyntheticKeys(given, names) : null;
  const design = synthetic?.design ?? given;
  const chosen = design.tables.filter((t) => names.includes(t.name));
  const DataModel = chosen.map((t) => table(design, t));
  const notes = [
    ...workbenchNotes(design, chosen, options.syntheticKeys ?? false),
    ...(synthetic?.notes ?? [])
  ];
  const extension = workbenchExtension(
    design,
    chosen.map((t) => t.name)
  );
  const model: WorkbenchModel = {
    ModelName: design.name,
    ModelMetadata: {
      Author: '',
      DateCreated: date,
      DateLastModified: date,
      Description: withProvenance(design.description, options.provenance) ?? '',
      AWSService: 'Amazon DynamoDB',
      Version: '3.0'
    },
    DataModel,
    ...(extension.entities.length > 0 ||
    extension.accessPatterns.length > 0 ||
    extension.workload !== undefined
      ? { Keyscope: extension }
      : {})
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
  for (const ix of t.globalSecondaryIndexes) {
    const key = gsiKeySchema(ix);
    for (const k of [...key.partition, ...key.sort]) note(k.name, k.type);
  }
  for (const ix of t.localSecondaryIndexes) note(ix.sortKey.name, ix.sortKey.type);
  const entities = design.entities.filter((e) => e.table === t.name);
  for (const e of entities) for (const a of e.attributes) note(a.name, a.type);
  const seen = (items: readonly AttributeMap[]) => {
    for (const item of items) for (const name of Object.keys(item)) note(name, typeOf(item[name]!));
  };
  const TableData = stored(0, t.items.length);
  seen(TableData);
  // Workbench writes a table whose items are all in facets without a table-level TableData.
  const tableData = TableData.length > 0 || entities.length === 0 ? { TableData } : {};
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
    // A Workbench model's index has one partition and one sort key attribute: a multi-attribute
    // index cannot be written without changing what it holds, so it is left out (workbenchNotes).
    GlobalSecondaryIndexes: t.globalSecondaryIndexes
      .filter((g) => !isMultiKey(g))
      .map((g) => ({
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
    ...tableData,
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
