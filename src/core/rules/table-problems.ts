import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { KeyAttribute, Projection, Table } from '../model/design.ts';
import { capitalize } from '../text/capitalize.ts';
import { nameProblem } from './check-name.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import { isMultiKey } from '../model/is-multi-key.ts';
import { multiKeyProblem } from './multi-key-problem.ts';
import type { FieldProblem } from './field-problem.ts';

/**
 * The DynamoDB rules a table's definition breaks, each addressed to a field: names (3–255
 * characters, unique per table among GSIs and LSIs), index quotas (20 GSIs by default, a
 * warning since the quota can be raised; at most 5 LSIs), LSIs on a table without a sort key, a
 * key whose partition and sort key are one attribute, one attribute declared with two types,
 * INCLUDE projections without attributes, a multi-attribute GSI key DynamoDB refuses. The one home of these rules: the native loader, the
 * Workbench importer and the studio's table editor all report what this returns.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html
 *
 * @example
 * tableProblems({ ...table, sortKey: undefined, localSecondaryIndexes: [lsi] });
 * // [{ field: 'lsis', code: 'index.lsi-needs-sort-key', severity: 'error', message: 'LSIs in table "t" need a sort key: …' }]
 */
export function tableProblems(table: Table): FieldProblem[] {
  const out: FieldProblem[] = [];
  const add = (field: string, code: string, message: string | null, warn = false): void => {
    if (message)
      out.push({ field, code, severity: warn ? 'warning' : 'error', message: capitalize(message) });
  };
  const named = nameProblem('table', table.name, []);
  if (named) add('name', named.code, named.message);
  const gsis = table.globalSecondaryIndexes;
  const lsis = table.localSecondaryIndexes;
  if (gsis.length > DYNAMODB_LIMITS.gsisPerTable)
    add(
      'gsis',
      'index.too-many',
      `${gsis.length} GSIs in table "${table.name}" are more than DynamoDB's default quota of ${DYNAMODB_LIMITS.gsisPerTable} per table (the quota can be raised)`,
      true
    );
  if (lsis.length > DYNAMODB_LIMITS.lsisPerTable)
    add(
      'lsis',
      'index.too-many',
      `${lsis.length} LSIs in table "${table.name}" are more than DynamoDB allows (${DYNAMODB_LIMITS.lsisPerTable} per table)`
    );
  if (lsis.length > 0 && !table.sortKey)
    add(
      'lsis',
      'index.lsi-needs-sort-key',
      `LSIs in table "${table.name}" need a sort key: an LSI keeps the table's partition key and sorts by another attribute, so the table must have a sort key`
    );
  add('sortKey', 'key.same-attribute', sameAttribute(table.partitionKey, table.sortKey));
  const indexNames: string[] = [];
  const index = (prefix: string, name: string): void => {
    const problem = nameProblem('index', name, indexNames);
    if (problem)
      add(
        `${prefix}:name`,
        problem.code === 'name.duplicate' ? 'index.duplicate' : problem.code,
        problem.message
      );
    indexNames.push(name);
  };
  gsis.forEach((g, i) => {
    index(`gsi:${i}`, g.name);
    if (isMultiKey(g))
      add(`gsi:${i}:sortKey`, 'key.multi-invalid', multiKeyProblem(g.name, gsiKeySchema(g)));
    else add(`gsi:${i}:sortKey`, 'key.same-attribute', sameAttribute(g.partitionKey, g.sortKey));
    add(`gsi:${i}:projection`, 'projection.include-empty', includeProblem(g.projection));
  });
  lsis.forEach((l, i) => {
    index(`lsi:${i}`, l.name);
    add(`lsi:${i}:projection`, 'projection.include-empty', includeProblem(l.projection));
  });
  const slots: [string, KeyAttribute | undefined][] = [
    ['partitionKey', table.partitionKey],
    ['sortKey', table.sortKey],
    ...gsis.flatMap((g, i): [string, KeyAttribute | undefined][] => {
      const key = gsiKeySchema(g);
      return [
        ...key.partition.map((k, j): [string, KeyAttribute] => [
          `gsi:${i}:partitionKey${at(j, key.partition)}`,
          k
        ]),
        ...key.sort.map((k, j): [string, KeyAttribute] => [`gsi:${i}:sortKey${at(j, key.sort)}`, k])
      ];
    }),
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
        'key.type-conflict',
        `attribute "${key.name}" is ${key.type} here but ${seen.type} in ${describeSlot(seen.slot)}; an attribute has one type`
      );
  }
  return out;
}

/** A multi-attribute key's element, as the field path's suffix (`sortKey[1]`). */
function at(j: number, list: readonly KeyAttribute[]): string {
  return list.length > 1 ? `[${j}]` : '';
}

function sameAttribute(pk: KeyAttribute, sk: KeyAttribute | undefined): string | null {
  if (!sk || sk.name !== pk.name) return null;
  return `the partition key and the sort key are both "${pk.name}"; a key needs two different attributes`;
}

function includeProblem(p: Projection): string | null {
  if (p.type !== 'INCLUDE' || (p.nonKeyAttributes?.length ?? 0) > 0) return null;
  return 'an INCLUDE projection lists at least one non-key attribute; use KEYS_ONLY for none';
}

function describeSlot(slot: string): string {
  const [kind, i, part] = slot.split(':');
  if (kind === 'partitionKey') return "the table's partition key";
  if (kind === 'sortKey') return "the table's sort key";
  const element = /^(\w+)\[(\d)\]$/.exec(part ?? '');
  const key = (element ? element[1] : part) === 'partitionKey' ? 'partition key' : 'sort key';
  if (element) return `attribute ${Number(element[2]) + 1} of the ${key} of GSI ${Number(i) + 1}`;
  return `the ${key} of ${kind === 'gsi' ? 'GSI' : 'LSI'} ${Number(i) + 1}`;
}
