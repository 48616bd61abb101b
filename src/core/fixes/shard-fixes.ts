import { templateOf } from '../model/template-of.ts';
import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { idAttribute } from '../generate/infer-generators.ts';
import { getAttr } from '../model/attribute-value.ts';
import type { Entity } from '../model/design.ts';
import { createLcg } from '../random/create-lcg.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { valueText } from '../templates/render-template.ts';
import { hotEntity, type FixContext } from './fix-context.ts';
import type { Fix } from './fix.ts';
import { shardCount } from './shard-count.ts';

/** The seed of a random suffix's shard numbers. */
const SEED = 1;

const units = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 1 });

/**
 * Write sharding for a hot key (read sharding when reads make it hot: each Query then reads a
 * shard's share of the items, but every read asks every shard), twice: with a suffix calculated from an attribute readers know
 * (the first placeholder of the entity's sort key, else its id), and with a random one; the
 * shard count from the key's load (shardCount), and for each the readers' cost — a
 * scatter-gather of one Query per shard for every pattern that reads the whole key.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-sharding.html
 *
 * @example
 * shardFixes(context).map((f) => f.title);
 * // ['Shard UserGameMapping’s PK 3 ways, by a hash of username', 'Shard … 3 ways, at random']
 */
export function shardFixes(at: FixContext): Fix[] {
  const hot = hotEntity(at);
  const view = at.table.views[at.heat.view];
  if (!hot || !view || view.spec.partitionKey.type !== 'S') return [];
  const { entity, index } = hot;
  const attr = view.spec.partitionKey.name;
  if (at.design.workload?.entities.find((l) => l.entity === entity.name)?.sharding) return [];
  const from = suffixSource(at, entity, attr);
  const { resolved } = at.table;
  const c = at.key.collection;
  const values: string[] = [];
  const positions: number[] = [];
  const segment = resolved.segments.find((s) => s.entity === entity.name);
  for (let p = view.starts[c]!; p < view.starts[c + 1]!; p++) {
    const order = view.orders[p]!;
    if (resolved.entityOf(order) !== entity.name || view.overwriter(order) >= 0) continue;
    const v = from ? getAttr(resolved.attributesOf(order), from) : undefined;
    values.push((v && valueText(v)) ?? String(order));
    positions.push(order - (segment?.offset ?? 0));
  }
  const load = {
    readUnits: at.key.readUnits,
    readRequests: at.key.readRequests,
    writeUnits: at.key.writeUnits,
    values,
    randoms: randomsAt(positions, SEED)
  };
  const old = templateOf(entity.keys, attr) ?? `\${${attr}}`;
  const readers = at.design.accessPatterns.filter(
    (p) =>
      p.table === at.heat.tableName &&
      p.partitionKey === old &&
      p.expectedEntities.includes(entity.name)
  );
  // A key hot from its reads: sharding spreads what each Query reads, never how many there are.
  const forReads =
    at.key.readUnits / DYNAMODB_LIMITS.partitionReadUnits >
    at.key.writeUnits / DYNAMODB_LIMITS.partitionWriteUnits;
  const out: Fix[] = [];
  for (const suffix of from ? (['calculated', 'random'] as const) : (['random'] as const)) {
    const plan = shardCount(load, suffix);
    if (!plan) continue;
    const n = plan.count;
    const how = suffix === 'calculated' ? `by a hash of ${from}` : 'at random';
    const scatter = readers.map(
      (p) =>
        `“${p.name}” becomes a scatter-gather: ${n} Queries, one per shard, merged by the reader — at least ${units(n * (p.consistentRead ? 1 : 0.5))} read units per request where one Query cost ${units(at.key.readRequests > 0 ? at.key.readUnits / at.key.readRequests : p.consistentRead ? 1 : 0.5)}`
    );
    out.push({
      id: `shard:${suffix}:${at.viewIndex}:${at.key.id}`,
      kind: forReads ? 'read-sharding' : 'write-sharding',
      title: `Shard ${entity.name}’s ${attr} ${n} ways${forReads ? ' for reads' : ''}, ${how}`,
      summary: `Key ${entity.name} items ${old}#\${shard} with shard 0…${n - 1} ${suffix === 'calculated' ? `= hash(${from}) mod ${n}` : 'picked at random per item'}, so ${JSON.stringify(at.key.text)}'s writes spread over ${n} partition key values; the busiest shard should take about ${Math.round(plan.peak * 100)}% of a partition.`,
      notes: [
        ...(suffix === 'calculated'
          ? [
              `A reader who knows an item's ${from} computes its shard and reads it with one request: GetItem still works.`
            ]
          : [
              'No reader can tell which shard holds an item: every read, even of one item, asks all the shards.'
            ]),
        ...(scatter.length
          ? scatter
          : [`No access pattern reads ${entity.name} through this key today.`]),
        `${units(at.key.writeUnits)} write units per second on one key become about ${units(at.key.writeUnits / n)} per shard.`
      ],
      edit: {
        kind: 'shard-entity',
        entity: index,
        attribute: attr,
        count: n,
        suffix,
        ...(suffix === 'calculated' ? { from: from! } : { seed: SEED })
      },
      view: at.viewIndex,
      key: at.key.text,
      before: at.key.utilization,
      estimate: plan.peak
    });
  }
  return out;
}

/** The random numbers shardEntity draws (one per item, in order) at the given item positions. */
function randomsAt(positions: readonly number[], seed: number): number[] {
  const random = createLcg(seed);
  const last = Math.max(-1, ...positions);
  const draws = new Float64Array(last + 1);
  for (let i = 0; i <= last; i++) draws[i] = random();
  return positions.map((p) => draws[p]!);
}

/**
 * The attribute a calculated suffix hashes: one with many values that readers of an item know,
 * not already in the partition key — the first placeholder of its sort key, else its id.
 */
function suffixSource(at: FixContext, entity: Entity, attr: string): string | null {
  const inKey = parseTemplate(templateOf(entity.keys, attr) ?? `\${${attr}}`);
  const taken = inKey.ok ? inKey.template.fields : [attr];
  const sortName = at.table.views[at.heat.view]?.spec.sortKey?.name;
  const sort = sortName
    ? parseTemplate(templateOf(entity.keys, sortName) ?? `\${${sortName}}`)
    : null;
  const first = sort?.ok ? sort.template.fields.find((f) => !taken.includes(f)) : undefined;
  if (first) return first;
  const id = idAttribute(at.design, entity);
  return id !== undefined && !taken.includes(id) ? id : null;
}
