import { ownField } from '../../json/own-field.ts';
import type { FindingCollector } from '../../model/finding-collector.ts';
import type {
  GlobalSecondaryIndex,
  KeyAttribute,
  LocalSecondaryIndex
} from '../../model/design.ts';
import { joinPath } from '../../model/finding.ts';
import { describeJson } from '../../json/describe-json.ts';
import { isPlainObject } from '../../json/is-plain-object.ts';
import { readKeySchema, readProjection } from './keys.ts';
import { q } from './shared.ts';

/**
 * Secondary indexes of a NoSQL Workbench table: `GlobalSecondaryIndexes: [{IndexName,
 * KeyAttributes, Projection}]` (dynamodb-rules.md §E; aws-samples/aws-dynamodb-examples
 * `schema_design/SchemaExamples/*`). `LocalSecondaryIndexes` was never seen in a real
 * export; we accept the spelling that mirrors the GSI one.
 */

/** Common checks for one index entry; returns its name and raw object, or null (reported). */
function readIndexHead(
  raw: unknown,
  path: string,
  r: FindingCollector,
  table: string,
  seen: Set<string>
): { name: string; obj: Record<string, unknown> } | null {
  if (!isPlainObject(raw)) {
    r.error(
      path,
      'workbench.index-not-object',
      `an index of table ${q(table)} should be an object with IndexName, KeyAttributes and Projection, got ${describeJson(raw)}; the index is skipped`
    );
    return null;
  }
  const name = ownField(raw, 'IndexName');
  if (typeof name !== 'string' || name.length === 0) {
    r.error(
      joinPath(path, 'IndexName'),
      'workbench.index-name',
      `an index of table ${q(table)} has IndexName ${describeJson(name)}; give it a non-empty name — the index is skipped`
    );
    return null;
  }
  if (seen.has(name)) {
    r.error(
      joinPath(path, 'IndexName'),
      'workbench.index-duplicate',
      `table ${q(table)} defines index ${q(name)} twice; index names must be unique per table — rename one (the later one is skipped)`
    );
    return null;
  }
  seen.add(name);
  return { name, obj: raw };
}

/** Read `GlobalSecondaryIndexes`; bad entries are reported and skipped. */
export function readGsis(
  raw: unknown,
  path: string,
  r: FindingCollector,
  table: string,
  seen: Set<string>
): GlobalSecondaryIndex[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    r.error(
      path,
      'workbench.indexes-not-array',
      `GlobalSecondaryIndexes of table ${q(table)} should be an array, got ${describeJson(raw)}; the indexes are skipped`
    );
    return [];
  }
  const out: GlobalSecondaryIndex[] = [];
  raw.forEach((entry, i) => {
    const p = joinPath(path, i);
    const head = readIndexHead(entry, p, r, table, seen);
    if (!head) return;
    const owner = `GSI ${q(head.name)} of table ${q(table)}`;
    const keys = readKeySchema(
      ownField(head.obj, 'KeyAttributes'),
      joinPath(p, 'KeyAttributes'),
      r,
      owner
    );
    if (!keys?.partitionKey) return;
    const projection = readProjection(
      ownField(head.obj, 'Projection'),
      joinPath(p, 'Projection'),
      r,
      owner
    );
    out.push({
      name: head.name,
      partitionKey: keys.partitionKey,
      ...(keys.sortKey ? { sortKey: keys.sortKey } : {}),
      projection
    });
  });
  return out;
}

/** Read `LocalSecondaryIndexes` (spelling assumed, mirroring GSIs); only the sort key is kept. */
export function readLsis(
  raw: unknown,
  path: string,
  r: FindingCollector,
  table: string,
  tablePk: KeyAttribute,
  seen: Set<string>
): LocalSecondaryIndex[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    r.error(
      path,
      'workbench.indexes-not-array',
      `LocalSecondaryIndexes of table ${q(table)} should be an array, got ${describeJson(raw)}; the indexes are skipped`
    );
    return [];
  }
  const out: LocalSecondaryIndex[] = [];
  raw.forEach((entry, i) => {
    const p = joinPath(path, i);
    const head = readIndexHead(entry, p, r, table, seen);
    if (!head) return;
    const owner = `LSI ${q(head.name)} of table ${q(table)}`;
    const kp = joinPath(p, 'KeyAttributes');
    const keys = readKeySchema(ownField(head.obj, 'KeyAttributes'), kp, r, owner, false);
    if (!keys) return;
    if (keys.partitionKey && keys.partitionKey.name !== tablePk.name) {
      r.warn(
        joinPath(kp, 'PartitionKey'),
        'workbench.lsi-partition-key',
        `${owner} names partition key ${q(keys.partitionKey.name)}, but an LSI always shares the table's partition key ${q(tablePk.name)}; the table's key is used`
      );
    }
    if (!keys.sortKey) {
      r.error(
        joinPath(kp, 'SortKey'),
        'workbench.lsi-sort-key',
        `${owner} has no usable KeyAttributes.SortKey; an LSI needs a sort key — add one or remove the index (it is skipped)`
      );
      return;
    }
    out.push({
      name: head.name,
      sortKey: keys.sortKey,
      projection: readProjection(
        ownField(head.obj, 'Projection'),
        joinPath(p, 'Projection'),
        r,
        owner
      )
    });
  });
  return out;
}
