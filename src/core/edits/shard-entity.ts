import { templateOf } from '../model/template-of.ts';
import { stableHash } from '../keys/stable-hash.ts';
import { emptyMap, getAttr, type AttributeMap } from '../model/attribute-value.ts';
import type { Design, Entity } from '../model/design.ts';
import type { Sharding } from '../model/workload.ts';
import { createLcg } from '../random/create-lcg.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { valueText } from '../templates/render-template.ts';
import { uniqueName } from '../text/unique-name.ts';
import { tableViews } from '../views/table-key-attributes.ts';
import { MAX_SHARDS } from '../workload/workload-problems.ts';

/** How to shard one entity's partition key. */
export interface ShardRequest {
  readonly entity: number;
  /** The partition key attribute to shard: the table's, or a GSI's. */
  readonly attribute: string;
  readonly count: number;
  readonly suffix: 'random' | 'calculated';
  /** For `calculated`: the attribute whose hash picks the shard. */
  readonly from?: string;
  /** For `random`: the seed of the shard numbers. */
  readonly seed?: number;
}

/**
 * Write sharding, as one edit: the entity's template for `attribute` gains a `#${shard}`
 * suffix, the entity a number attribute `shard` (0…count-1) in every item — a seeded random
 * number, or the hash of `from` modulo the count — and its workload entry the sharding; the
 * access patterns that read the entity through that key ask for one shard of their key (the
 * first holding an item of it), as one of the scatter-gather's Queries (the workload charges
 * them all) — or, given the value a calculated suffix hashes, the very shard its item is on. Refused for a number or binary
 * key, which cannot carry a suffix, or a count outside 2…1,000.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-sharding.html
 *
 * @example
 * shardEntity(gaming, { entity: 2, attribute: 'PK', count: 4, suffix: 'calculated', from: 'username' });
 * // UserGameMapping keyed GAME#${gameId}#${shard}, each item's shard the hash of its username mod 4
 */
export function shardEntity(design: Design, r: ShardRequest): Design {
  const entity = design.entities[r.entity];
  if (!entity) throw new Error(`editDesign: the design has no entity ${r.entity}.`);
  const table = design.tables.find((t) => t.name === entity.table);
  const view =
    table && tableViews(table).find((v) => v.partitionKey.name === r.attribute && v.kind !== 'lsi');
  if (!table || !view)
    throw new Error(
      `"${r.attribute}" is no partition key of table "${entity.table}" or its global secondary indexes; shard one of those`
    );
  if (view.partitionKey.type !== 'S')
    throw new Error(
      `"${r.attribute}" is a ${view.partitionKey.type === 'N' ? 'number' : 'binary'} key, which cannot carry a shard suffix; shard a string key`
    );
  if (!(Number.isInteger(r.count) && r.count >= 2 && r.count <= MAX_SHARDS))
    throw new Error(`a shard count is a whole number from 2 to ${MAX_SHARDS}, got ${r.count}`);
  if (r.suffix === 'calculated' && !r.from)
    throw new Error('a calculated shard suffix needs the attribute it hashes ("from")');
  const names = entity.attributes.map((a) => a.name);
  const shard = names.includes('shard') ? uniqueName('shard', names) : 'shard';
  const old = templateOf(entity.keys, r.attribute) ?? `\${${r.attribute}}`;
  const template = `${old}#\${${shard}}`;
  const random = createLcg(r.seed ?? 1);
  const pick = (item: AttributeMap): number => {
    if (r.suffix === 'random') return Math.floor(random() * r.count);
    const v = getAttr(item, r.from!);
    return stableHash((v && valueText(v)) ?? '') % r.count;
  };
  const items = entity.items.map((item) => {
    const out = emptyMap();
    for (const k of Object.keys(item)) out[k] = item[k]!;
    out[shard] = { N: String(pick(item)) };
    return out;
  });
  const oldFields = parseTemplate(old);
  const fields = oldFields.ok ? oldFields.template.fields : [];
  /**
   * The shard a reader who is given the hashed value computes (a calculated suffix), so its one
   * Query finds its item; else the first shard holding an item of the pattern's own key, so its
   * sample run (one of the scatter-gather's Queries) finds items.
   */
  const sampleShard = (params: { readonly [k: string]: string }): string => {
    const given = r.suffix === 'calculated' ? params[r.from!] : undefined;
    if (given !== undefined) return String(stableHash(given) % r.count);
    let best = -1;
    for (const item of items) {
      const match = fields.every((f) => {
        const v = getAttr(item, f);
        return v !== undefined && valueText(v) === params[f];
      });
      const n = Number((item[shard] as { N: string }).N);
      if (match && (best < 0 || n < best)) best = n;
    }
    return String(Math.max(0, best));
  };
  const sharded: Entity = {
    ...entity,
    attributes: [...entity.attributes, { name: shard, type: 'N' }],
    keys: record(entity.keys, r.attribute, template),
    items
  };
  const sharding: Sharding = {
    attribute: shard,
    count: r.count,
    suffix: r.suffix,
    ...(r.suffix === 'calculated' ? { from: r.from! } : {})
  };
  const w = design.workload ?? { accessPatterns: [], entities: [] };
  const loads = w.entities.some((l) => l.entity === entity.name)
    ? w.entities.map((l) => (l.entity === entity.name ? { ...l, sharding } : l))
    : [...w.entities, { entity: entity.name, sharding }];
  return {
    ...design,
    entities: design.entities.map((e, i) => (i === r.entity ? sharded : e)),
    accessPatterns: design.accessPatterns.map((p) => {
      const reads =
        p.table === table.name &&
        (p.index === view.index || (view.index === null && isLsi(table, p.index))) &&
        p.partitionKey === old &&
        p.expectedEntities.includes(entity.name);
      return reads
        ? {
            ...p,
            partitionKey: template,
            parameters: record(p.parameters, shard, sampleShard(p.parameters))
          }
        : p;
    }),
    workload: { ...w, entities: loads }
  };
}

/** A string record copied with one key set, as a null-prototype record (`__proto__` is a name). */
function record(
  r: { readonly [k: string]: string },
  key: string,
  value: string
): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const k of Object.keys(r)) out[k] = r[k]!;
  out[key] = value;
  return out;
}

function isLsi(table: NonNullable<Design['tables'][number]>, index: string | null): boolean {
  return index !== null && table.localSecondaryIndexes.some((l) => l.name === index);
}
