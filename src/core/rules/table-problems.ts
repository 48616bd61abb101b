import type { KeyAttribute, Table } from '../model/design.ts';
import { checkTableOrIndexName, MAX_GSIS, MAX_LSIS } from './validate-names.ts';
import type { TableProblem } from './design-rules.ts';
import { capitalize } from '../text/capitalize.ts';

/**
 * The DynamoDB rules a table's definition breaks, each addressed to a field, so an editor can
 * show it under that field: names (3–255 characters, unique per table among GSIs and LSIs),
 * index quotas (20 GSIs by default, 5 LSIs), LSIs on a table without a sort key, a key whose
 * partition and sort key are one attribute, one attribute declared with two types, INCLUDE
 * projections without attributes.
 *
 * @example
 * tableProblems({ ...table, sortKey: undefined, localSecondaryIndexes: [lsi] });
 * // [{ field: 'lsis', message: 'Table "t" has LSIs but no sort key; …' }]
 */
export function tableProblems(table: Table): TableProblem[] {
  const out: TableProblem[] = [];
  const add = (field: string, message: string | null): void => {
    if (message) out.push({ field, message: capitalize(message) });
  };
  add('name', checkTableOrIndexName('table', table.name));
  const gsis = table.globalSecondaryIndexes;
  const lsis = table.localSecondaryIndexes;
  if (gsis.length > MAX_GSIS)
    add('gsis', `${gsis.length} GSIs; DynamoDB's default quota is ${MAX_GSIS} per table`);
  if (lsis.length > MAX_LSIS)
    add('lsis', `${lsis.length} LSIs; DynamoDB allows at most ${MAX_LSIS} per table`);
  if (lsis.length > 0 && !table.sortKey)
    add(
      'lsis',
      `table "${table.name}" has LSIs but no sort key; an LSI needs a table with a sort key`
    );
  add('sortKey', sameAttribute(table.partitionKey, table.sortKey));
  const indexNames: string[] = [];
  const named = (prefix: string, name: string): void => {
    add(`${prefix}:name`, checkTableOrIndexName('index', name));
    if (indexNames.includes(name))
      add(`${prefix}:name`, `index name "${name}" is used twice in this table`);
    indexNames.push(name);
  };
  gsis.forEach((g, i) => {
    named(`gsi:${i}`, g.name);
    add(`gsi:${i}:sortKey`, sameAttribute(g.partitionKey, g.sortKey));
    add(`gsi:${i}:projection`, includeProblem(g.projection));
  });
  lsis.forEach((l, i) => {
    named(`lsi:${i}`, l.name);
    add(`lsi:${i}:projection`, includeProblem(l.projection));
  });
  const slots: [string, KeyAttribute | undefined][] = [
    ['partitionKey', table.partitionKey],
    ['sortKey', table.sortKey],
    ...gsis.flatMap((g, i): [string, KeyAttribute | undefined][] => [
      [`gsi:${i}:partitionKey`, g.partitionKey],
      [`gsi:${i}:sortKey`, g.sortKey]
    ]),
    ...lsis.map((l, i): [string, KeyAttribute] => [`lsi:${i}:sortKey`, l.sortKey])
  ];
  const first = new Map<string, { slot: string; type: string }>();
  for (const [slot, key] of slots) {
    if (!key) continue;
    const seen = first.get(key.name);
    if (!seen) first.set(key.name, { slot, type: key.type });
    else if (seen.type !== key.type)
      add(
        slot,
        `attribute "${key.name}" is ${key.type} here but ${seen.type} in ${describeSlot(seen.slot)}; an attribute has one type`
      );
  }
  return out;
}

function sameAttribute(pk: KeyAttribute, sk: KeyAttribute | undefined): string | null {
  if (!sk || sk.name !== pk.name) return null;
  return `the partition key and the sort key are both "${pk.name}"; a key needs two different attributes`;
}

function includeProblem(p: Table['globalSecondaryIndexes'][number]['projection']): string | null {
  if (p.type !== 'INCLUDE' || (p.nonKeyAttributes?.length ?? 0) > 0) return null;
  return 'an INCLUDE projection lists at least one non-key attribute; use KEYS_ONLY for none';
}

function describeSlot(slot: string): string {
  const [kind, i, part] = slot.split(':');
  if (kind === 'partitionKey') return "the table's partition key";
  if (kind === 'sortKey') return "the table's sort key";
  const key = part === 'partitionKey' ? 'partition key' : 'sort key';
  return `the ${key} of ${kind === 'gsi' ? 'GSI' : 'LSI'} ${Number(i) + 1}`;
}
