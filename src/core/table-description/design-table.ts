import type {
  GlobalSecondaryIndex,
  KeyAttribute,
  LocalSecondaryIndex,
  Table
} from '../model/design.ts';
import type { DescribedKey, TableDescription } from './table-description.ts';

/** A described table as a design table, and what of it the design model cannot hold. */
export interface DesignTableResult {
  readonly table: Table;
  /** Sentences about what was left out, e.g. a GSI with a multi-attribute key. */
  readonly notes: readonly string[];
}

/**
 * The design model's view of a live table: its primary key, its indexes (a GSI's
 * multi-attribute key included, every attribute in KeySchema order), their projections and
 * billing; no items. A multi-attribute index gets a note: its items are shown grouped by the
 * tuple, and the live Query form asks for a value for each of its partition attributes.
 *
 * @example
 * designTable(describeToCore(await client.describeTable('battle-royale'))).table.globalSecondaryIndexes[0]!.name;
 * // 'InvertedIndex'
 */
export function designTable(description: TableDescription): DesignTableResult {
  const notes: string[] = [];
  const pk = description.key.partition[0];
  if (!pk) throw new Error(`table "${description.name}" has no partition key in its key schema`);
  const sk = description.key.sort[0];
  const gsis: GlobalSecondaryIndex[] = [];
  const lsis: LocalSecondaryIndex[] = [];
  for (const index of description.indexes) {
    const ipk = index.key.partition[0];
    const isk = index.key.sort[0];
    if (!singleAttribute(index.key) && index.kind === 'gsi' && ipk) {
      notes.push(
        `index "${index.name}" has a multi-attribute key (${describeKey(index.key)}): its items are grouped by all of them; a Query of it gives a value for each partition attribute`
      );
      const [, ...more] = index.key.partition;
      const [, ...moreSort] = index.key.sort;
      gsis.push({
        name: index.name,
        partitionKey: key(ipk),
        ...(more.length ? { morePartitionKeys: more.map(key) } : {}),
        ...(isk ? { sortKey: key(isk) } : {}),
        ...(moreSort.length ? { moreSortKeys: moreSort.map(key) } : {}),
        projection: index.projection
      });
      continue;
    }
    if (index.kind === 'lsi') {
      if (isk) lsis.push({ name: index.name, sortKey: key(isk), projection: index.projection });
      continue;
    }
    if (!ipk) continue;
    gsis.push({
      name: index.name,
      partitionKey: key(ipk),
      ...(isk ? { sortKey: key(isk) } : {}),
      projection: index.projection
    });
  }
  const billing: Table['billing'] =
    description.billing.mode === 'PROVISIONED'
      ? {
          mode: 'PROVISIONED',
          readCapacityUnits: description.billing.readCapacityUnits,
          writeCapacityUnits: description.billing.writeCapacityUnits
        }
      : { mode: 'PAY_PER_REQUEST' };
  return {
    table: {
      name: description.name,
      partitionKey: key(pk),
      ...(sk ? { sortKey: key(sk) } : {}),
      globalSecondaryIndexes: gsis,
      localSecondaryIndexes: lsis,
      billing,
      items: []
    },
    notes
  };
}

/** `HASH a, b · RANGE c`, the way the studio prints a multi-attribute key. */
export function describeKey(key: DescribedKey): string {
  const list = (parts: DescribedKey['partition']) =>
    parts.map((p) => `${p.name} (${p.type})`).join(', ');
  return key.sort.length
    ? `partition ${list(key.partition)}; sort ${list(key.sort)}`
    : `partition ${list(key.partition)}`;
}

function singleAttribute(key: DescribedKey): boolean {
  return key.partition.length <= 1 && key.sort.length <= 1;
}

function key(part: { name: string; type: KeyAttribute['type'] }): KeyAttribute {
  return { name: part.name, type: part.type };
}
