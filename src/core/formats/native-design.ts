import type {
  AccessPattern,
  Design,
  Entity,
  GlobalSecondaryIndex,
  KeyAttribute,
  LocalSecondaryIndex,
  Projection,
  Table
} from '../model/design.ts';
import type { GenerationSettings } from '../model/generation.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import type { KeyDistribution, Workload } from '../model/workload.ts';
import { DESIGN_FORMAT } from './load-design.ts';
import { CURRENT_VERSION } from './migrate-design.ts';

/** A native `keyscope.design` document as plain JSON-able data (docs/design-format.md). */
export interface NativeDesign {
  readonly format: typeof DESIGN_FORMAT;
  readonly version: number;
  readonly name: string;
  readonly description?: string;
  readonly tables: readonly unknown[];
  readonly entities: readonly unknown[];
  readonly accessPatterns: readonly unknown[];
  readonly workload?: unknown;
  readonly generation?: unknown;
}

/**
 * The native document of a design, in the current format version: what `loadDesign` reads back
 * as the same design. Fields come in the order docs/design-format.md lists them, defaults are
 * written out (so a reader needs no defaults), and `itemSources` (where an import found each
 * item) is left out: it describes the input, not the design. Items are shared, not copied — they
 * are immutable values — so this is cheap even at a million items.
 *
 * @example
 * JSON.stringify(nativeDesign(design), null, 2); // what "Export JSON" writes
 */
export function nativeDesign(design: Design): NativeDesign {
  return {
    format: DESIGN_FORMAT,
    version: CURRENT_VERSION,
    name: design.name,
    ...(design.description !== undefined ? { description: design.description } : {}),
    tables: design.tables.map(table),
    entities: design.entities.map(entity),
    accessPatterns: design.accessPatterns.map(pattern),
    ...(design.workload ? { workload: workload(design.workload) } : {}),
    ...(design.generation ? { generation: generation(design.generation) } : {})
  };
}

/** Runs and rules as JSON (no generated item: a reader rebuilds them from these). */
function generation(g: GenerationSettings): unknown {
  return {
    runs: g.runs.map((r) => ({
      perEntity: r.perEntity,
      seed: r.seed,
      ...(r.only ? { only: [...r.only] } : {})
    })),
    ...(g.rules?.length
      ? {
          rules: g.rules.map((r) =>
            'values' in r
              ? { entity: r.entity, attribute: r.attribute, values: [...r.values] }
              : { entity: r.entity, attribute: r.attribute, skew: r.skew }
          )
        }
      : {})
  };
}

function workload(w: Workload): unknown {
  return {
    accessPatterns: w.accessPatterns.map((p) => ({
      name: p.pattern,
      ...(p.rate !== undefined ? { rate: p.rate } : {}),
      ...(p.keys ? { keys: distribution(p.keys) } : {}),
      ...(p.transactional ? { transactional: true } : {})
    })),
    entities: w.entities.map((e) => ({
      name: e.entity,
      ...(e.writeRate !== undefined ? { writeRate: e.writeRate } : {}),
      ...(e.keys ? { keys: distribution(e.keys) } : {}),
      ...(e.itemSize !== undefined ? { itemSize: e.itemSize } : {}),
      ...(e.indexKeyChanges !== undefined ? { indexKeyChanges: e.indexKeyChanges } : {}),
      ...(e.newItems !== undefined ? { newItems: e.newItems } : {}),
      ...(e.sharding ? { sharding: { ...e.sharding } } : {})
    })),
    ...(w.hotShare !== undefined ? { hotShare: w.hotShare } : {}),
    ...(w.region !== undefined ? { region: w.region } : {}),
    ...(w.targetUtilization !== undefined ? { targetUtilization: w.targetUtilization } : {})
  };
}

function distribution(k: KeyDistribution): unknown {
  return k.kind === 'uniform'
    ? { distribution: 'uniform' }
    : k.kind === 'zipf'
      ? { distribution: 'zipf', exponent: k.exponent }
      : { distribution: 'hot', key: k.key, share: k.share };
}

function table(t: Table): unknown {
  return {
    name: t.name,
    partitionKey: { ...t.partitionKey },
    ...(t.sortKey ? { sortKey: { ...t.sortKey } } : {}),
    globalSecondaryIndexes: t.globalSecondaryIndexes.map(gsi),
    localSecondaryIndexes: t.localSecondaryIndexes.map(lsi),
    ...(t.billing ? { billing: { ...t.billing } } : {}),
    items: t.items
  };
}

function gsi(g: GlobalSecondaryIndex): unknown {
  // One attribute stays one object, so a classic design's file is what it always was.
  const key = gsiKeySchema(g);
  const part = (list: readonly KeyAttribute[]) =>
    list.length === 1 ? { ...list[0]! } : list.map((k) => ({ ...k }));
  return {
    name: g.name,
    partitionKey: part(key.partition),
    ...(key.sort.length ? { sortKey: part(key.sort) } : {}),
    projection: projection(g.projection)
  };
}

function lsi(l: LocalSecondaryIndex): unknown {
  return { name: l.name, sortKey: { ...l.sortKey }, projection: projection(l.projection) };
}

function projection(p: Projection): unknown {
  return p.type === 'INCLUDE'
    ? { type: p.type, nonKeyAttributes: [...(p.nonKeyAttributes ?? [])] }
    : { type: p.type };
}

function entity(e: Entity): unknown {
  return {
    name: e.name,
    table: e.table,
    ...(e.description !== undefined ? { description: e.description } : {}),
    attributes: e.attributes.map((a) => ({ name: a.name, type: a.type })),
    keys: record(e.keys),
    items: e.items,
    ...(e.keyOnly?.length ? { keyOnly: [...e.keyOnly] } : {})
  };
}

function pattern(p: AccessPattern): unknown {
  return {
    name: p.name,
    ...(p.description !== undefined ? { description: p.description } : {}),
    table: p.table,
    index: p.index,
    // A multi-attribute index's pattern writes lists; any other keeps the one-value form.
    partitionKey: p.morePartitionKeys?.length
      ? [p.partitionKey, ...p.morePartitionKeys]
      : p.partitionKey,
    parameters: record(p.parameters),
    ...(p.sortKey
      ? {
          sortKey: p.moreSortKeys?.length
            ? [p.sortKey, ...p.moreSortKeys].map((c) => ({ ...c }))
            : { ...p.sortKey }
        }
      : {}),
    scanIndexForward: p.scanIndexForward,
    consistentRead: p.consistentRead,
    ...(p.limit !== undefined ? { limit: p.limit } : {}),
    expectedEntities: [...p.expectedEntities]
  };
}

/** A string record copied own key by own key, so a `__proto__` name stays an ordinary key. */
function record(r: { readonly [k: string]: string }): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const k of Object.keys(r)) out[k] = r[k]!;
  return out;
}
