import { templateOf } from '../model/template-of.ts';
import {
  ENUM_NAME,
  idAttribute,
  inferGenerators,
  type PlannedAttribute
} from '../generate/infer-generators.ts';
import type { Design, Entity } from '../model/design.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import type { View } from '../views/view.ts';
import { describeKeyValue } from './describe-key.ts';

/** Below this many items a design is too small to judge its key distribution from its items. */
const MIN_ITEMS = 20;
/** The book chapter's warning: a hash key with single-digit distinct values eats throughput. */
const LOW_CARDINALITY = 3;
/** A key the generator judges to take at most this many values is low-cardinality. */
export const FEW_KEY_VALUES = 100;

/**
 * Warn, before any traffic exists, about partition keys that concentrate load. Each partition
 * serves at most 3,000 RCU and 1,000 WCU per second, and one partition key value is never split
 * across partitions, so:
 * - `partition.low-cardinality`: a table or GSI whose items (20 or more) share at most 3 key
 *   values; or an entity whose key template the generator judges to take few values — an enum,
 *   a status, a type, a boolean (at most 100 values) — or a date cut to the day, where each
 *   day's writes all land on one key;
 * - `partition.constant-key`: an entity whose partition key template has no placeholder, so
 *   all its items share one key (a GSI keyed on a constant is the classic hot index);
 * - `partition.increasing-sort-key`: such a few-valued key written with an always-increasing
 *   sort key (a timestamp, a date, a sequence): every write lands at the end of one
 *   collection, which adaptive capacity cannot split.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-uniform-load.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/gsi-throttling.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/burst-adaptive-capacity.html
 */
export function partitionFindings(
  design: Design,
  resolved: ResolvedTable,
  views: readonly View[]
): Finding[] {
  const table = resolved.table;
  const out: Finding[] = [];
  // A Query's or a GetItem's items were chosen by key: how few keys they share says nothing
  // about the table. The templates' findings below still hold, as they are about the design.
  const chosenByKey = design.readFrom !== undefined && design.readFrom.operation !== 'Scan';
  for (const view of views) {
    if (view.spec.kind === 'lsi') continue; // an LSI shares the table's partition key
    const where = describeView(view);
    const count = view.collectionCount;
    if (!chosenByKey && view.itemCount >= MIN_ITEMS && count <= LOW_CARDINALITY) {
      const values = view.collections.map((c) => describeKeyValue(c.pk)).join(', ');
      out.push({
        severity: 'warning',
        code: 'partition.low-cardinality',
        message: `${where} puts ${view.itemCount} items in only ${count} partition key value${count === 1 ? '' : 's'} of "${view.spec.partitionKey.name}" (${values}); all their traffic lands on so few partitions — choose a key with many distinct values, or add a shard suffix`,
        path: '$'
      });
      continue;
    }
    design.entities.forEach((entity, e) => {
      if (entity.table === table.name)
        out.push(...entityKeyFindings(design, entity, e, view, where, resolved));
    });
  }
  return out;
}

function describeView(view: View): string {
  const { spec } = view;
  return spec.index === null
    ? `table "${spec.table}"`
    : `index "${spec.index}" of table "${spec.table}"`;
}

/** What one entity's partition key template says about the key's spread, before any data. */
function entityKeyFindings(
  design: Design,
  entity: Entity,
  e: number,
  view: View,
  where: string,
  resolved: ResolvedTable
): Finding[] {
  const pkName = view.spec.partitionKey.name;
  const explicit = templateOf(entity.keys, pkName);
  // An index entity that neither templates nor carries the key attribute is not in the index.
  if (
    explicit === undefined &&
    view.spec.kind === 'gsi' &&
    !entity.attributes.some((a) => a.name === pkName)
  )
    return [];
  const parsed = parseTemplate(explicit ?? `\${${pkName}}`);
  if (!parsed.ok) return [];
  const path = joinPath(joinPath(`$.entities[${e}]`, 'keys'), pkName);
  const fields = parsed.template.fields;
  const few = fields.length === 0 ? null : spread(design, e, fields);
  const out: Finding[] = [];
  if (fields.length === 0)
    out.push({
      severity: 'warning',
      code: 'partition.constant-key',
      path,
      message: `entity "${entity.name}" writes every item to one partition key value of ${where}, "${parsed.template.source}": its template for "${pkName}" has no placeholder, so all its reads and writes meet on one partition (3,000 read and 1,000 write units per second at most) — put an attribute with many values in the key, such as ${suggest(design, e, entity, fields)}`
    });
  else if (few !== null)
    out.push({
      severity: 'warning',
      code: 'partition.low-cardinality',
      path,
      message: `entity "${entity.name}" is keyed in ${where} by "${parsed.template.source}", ${few.why}${held(resolved, view, entity.name)}: however many ${entity.name} items there are, they share about ${few.values} partition key values, and each serves at most 3,000 read and 1,000 write units per second — add an attribute with many values to the key (such as ${suggest(design, e, entity, fields)}) or shard it`
    });
  const sortName = view.spec.sortKey?.name;
  if (out.length && sortName) {
    const sort = parseTemplate(templateOf(entity.keys, sortName) ?? `\${${sortName}}`);
    const first = sort.ok ? sort.template.parts[0] : undefined;
    if (first?.kind === 'field' && increasing(design, e, first.name))
      out.push({
        severity: 'warning',
        code: 'partition.increasing-sort-key',
        path: joinPath(joinPath(`$.entities[${e}]`, 'keys'), sortName),
        message: `entity "${entity.name}" writes to so few keys of ${where} with a sort key that always increases ("${first.name}"): every new item lands at the end of the same collection, and adaptive capacity cannot split a collection written in sort key order — lead the key with a value that varies, or shard it`
      });
  }
  return out;
}

/** ", and its N items so far hold K of them", from the view. */
function held(resolved: ResolvedTable, view: View, entity: string): string {
  let items = 0;
  let keys = 0;
  for (let c = 0; c < view.collectionCount; c++) {
    let mine = 0;
    for (let p = view.starts[c]!; p < view.starts[c + 1]!; p++)
      if (resolved.entityOf(view.orders[p]!) === entity) mine++;
    items += mine;
    if (mine) keys++;
  }
  return items
    ? `; its ${items} item${items === 1 ? '' : 's'} so far hold ${keys} value${keys === 1 ? '' : 's'}`
    : '';
}

/** How few values a key of these fields takes, by the generator's judgement, or null for many. */
function spread(
  design: Design,
  e: number,
  fields: readonly string[]
): { values: number; why: string } | null {
  const plan = new Map(inferGenerators(design, e).map((p) => [p.name, p]));
  let values = 1;
  const whys: string[] = [];
  for (const f of fields) {
    const p = plan.get(f);
    const c = p ? cardinality(p) : null;
    if (c === null) return null;
    values *= c.values;
    whys.push(c.why.replace('%', f));
  }
  return values <= FEW_KEY_VALUES ? { values, why: whys.join(' and ') } : null;
}

function cardinality(p: PlannedAttribute): { values: number; why: string } | null {
  const v = p.value;
  // Other strings are small enums only as the generator's fallback: not evidence of few values.
  if (v.kind === 'enum' && (p.type === 'BOOL' || ENUM_NAME.test(p.name)))
    return {
      values: v.cardinality,
      why: `"%" takes few values (an enum, a status, a type: about ${v.cardinality})`
    };
  if (v.kind === 'date')
    return { values: 1, why: `"%" is a date cut to the day, so each day's writes share one key` };
  return null;
}

function increasing(design: Design, e: number, field: string): boolean {
  if (
    /(^|[a-z])(At|Time|Timestamp|Date|Seq|Sequence|Counter)$|^(ts|timestamp|time|date|seq)$/i.test(
      field
    )
  )
    return true;
  return inferGenerators(design, e).some((p) => p.name === field && p.value.kind === 'date');
}

/**
 * An attribute of the entity with many values to add to a key: its id, unless the key is
 * already made of it, else the first attribute the generator makes unique or from a reference.
 */
function suggest(design: Design, e: number, entity: Entity, fields: readonly string[]): string {
  const id = idAttribute(design, entity);
  const plan = inferGenerators(design, e);
  const many = (p: PlannedAttribute) =>
    !fields.includes(p.name) &&
    (p.value.kind === 'id' || p.value.kind === 'ref-to' || p.value.kind === 'email');
  const name =
    id !== undefined && !fields.includes(id)
      ? id
      : (plan.find(many)?.name ??
        entity.attributes.find((a) => !fields.includes(a.name))?.name ??
        'id');
  return `\`\${${name}}\``;
}
