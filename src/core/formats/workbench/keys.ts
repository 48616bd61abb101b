import { ownField } from '../../json/own-field.ts';
import type { FindingCollector } from '../../model/finding-collector.ts';
import type { KeyAttribute, Projection } from '../../model/design.ts';
import { KEY_TYPES, type KeyType } from '../../model/attribute-value.ts';
import { joinPath } from '../../model/finding.ts';
import { describeJson } from '../../json/describe-json.ts';
import { isPlainObject } from '../../json/is-plain-object.ts';
import { q } from './shared.ts';

/**
 * Key attributes and projections of a NoSQL Workbench table (indexes: indexes.ts).
 *
 * Shapes (dynamodb-rules.md §E, observed in aws-samples/aws-dynamodb-examples
 * `schema_design/SchemaExamples/*` and aws-samples/amazon-dynamodb-design-patterns
 * `examples/<name>/json`): `KeyAttributes: {PartitionKey: Attr, SortKey?: Attr}` with
 * `Attr = {AttributeName, AttributeType}`; `GlobalSecondaryIndexes: [{IndexName,
 * KeyAttributes, Projection: {ProjectionType, NonKeyAttributes?}}]`. The 2.0
 * generator (`scripts/nosqlworkbenchscript/create-workbench-import.js`) copies the
 * DescribeTable `Projection` as-is, so the same shape holds there.
 */

export interface KeySchema {
  readonly partitionKey: KeyAttribute | null;
  readonly sortKey: KeyAttribute | undefined;
}

/** Read one `{AttributeName, AttributeType}`; a bad type keeps the name (read as S) and is reported. */
export function readKeyAttribute(
  raw: unknown,
  path: string,
  r: FindingCollector,
  role: string
): KeyAttribute | null {
  if (!isPlainObject(raw)) {
    r.error(
      path,
      'workbench.key-not-object',
      `${role} should be an object like {"AttributeName": "PK", "AttributeType": "S"}, got ${describeJson(raw)}; fix the key definition`
    );
    return null;
  }
  const name = ownField(raw, 'AttributeName');
  if (typeof name !== 'string' || name.length === 0) {
    r.error(
      joinPath(path, 'AttributeName'),
      'workbench.key-name',
      `${role} needs a non-empty string AttributeName, got ${describeJson(name)}; set AttributeName to the key attribute's name`
    );
    return null;
  }
  const type = ownField(raw, 'AttributeType');
  if (typeof type !== 'string' || !KEY_TYPES.includes(type as KeyType)) {
    r.error(
      joinPath(path, 'AttributeType'),
      'workbench.key-type',
      `${role} ${q(name)} has AttributeType ${describeJson(type)}, but a key attribute must be S, N or B (DynamoDB allows only scalar keys); change AttributeType — it is read as S for now`
    );
    return { name, type: 'S' };
  }
  return { name, type: type as KeyType };
}

/** Read a `KeyAttributes` object. `owner` names the table or index in messages. */
export function readKeySchema(
  raw: unknown,
  path: string,
  r: FindingCollector,
  owner: string,
  pkRequired = true
): KeySchema | null {
  if (raw === undefined) {
    r.error(
      path,
      'workbench.key-attributes-missing',
      `${owner} has no KeyAttributes; add "KeyAttributes": {"PartitionKey": {"AttributeName": …, "AttributeType": "S"}}`
    );
    return null;
  }
  if (!isPlainObject(raw)) {
    r.error(
      path,
      'workbench.key-attributes-not-object',
      `KeyAttributes of ${owner} should be an object with PartitionKey and optional SortKey, got ${describeJson(raw)}`
    );
    return null;
  }
  const pkRaw = ownField(raw, 'PartitionKey');
  let partitionKey: KeyAttribute | null = null;
  if (pkRaw !== undefined)
    partitionKey = readKeyAttribute(
      pkRaw,
      joinPath(path, 'PartitionKey'),
      r,
      `the partition key of ${owner}`
    );
  else if (pkRequired)
    r.error(
      joinPath(path, 'PartitionKey'),
      'workbench.partition-key-missing',
      `${owner} has no KeyAttributes.PartitionKey; add {"AttributeName": …, "AttributeType": "S"}`
    );
  const skRaw = ownField(raw, 'SortKey');
  const sortKey =
    skRaw === undefined
      ? undefined
      : (readKeyAttribute(skRaw, joinPath(path, 'SortKey'), r, `the sort key of ${owner}`) ??
        undefined);
  return { partitionKey, sortKey };
}

/** Read a `Projection`; anything unreadable falls back to ALL with a finding. */
export function readProjection(
  raw: unknown,
  path: string,
  r: FindingCollector,
  owner: string
): Projection {
  if (raw === undefined) {
    r.warn(
      path,
      'workbench.projection-missing',
      `${owner} has no Projection; it is read as ALL — add "Projection": {"ProjectionType": "ALL" | "KEYS_ONLY" | "INCLUDE"}`
    );
    return { type: 'ALL' };
  }
  if (!isPlainObject(raw)) {
    r.error(
      path,
      'workbench.projection-not-object',
      `Projection of ${owner} should be an object like {"ProjectionType": "ALL"}, got ${describeJson(raw)}; it is read as ALL`
    );
    return { type: 'ALL' };
  }
  const type = ownField(raw, 'ProjectionType');
  const nkaPath = joinPath(path, 'NonKeyAttributes');
  const nka = ownField(raw, 'NonKeyAttributes');
  if (type === 'ALL' || type === 'KEYS_ONLY') {
    if (Array.isArray(nka) && nka.length > 0)
      r.warn(
        nkaPath,
        'workbench.projection-extra-attributes',
        `${owner} projects ${type} but lists NonKeyAttributes; DynamoDB only takes NonKeyAttributes with INCLUDE — remove them or use INCLUDE`
      );
    return { type };
  }
  if (type !== 'INCLUDE') {
    r.error(
      joinPath(path, 'ProjectionType'),
      'workbench.projection-type',
      `${owner} has ProjectionType ${describeJson(type)}; use ALL, KEYS_ONLY or INCLUDE — it is read as ALL`
    );
    return { type: 'ALL' };
  }
  if (!Array.isArray(nka)) {
    r.error(
      nkaPath,
      'workbench.projection-include-attributes',
      `${owner} projects INCLUDE but NonKeyAttributes is ${describeJson(nka)}; give an array of attribute names`
    );
    return { type: 'INCLUDE', nonKeyAttributes: [] };
  }
  const names: string[] = [];
  nka.forEach((n, i) => {
    if (typeof n === 'string' && n.length > 0) names.push(n);
    else
      r.error(
        joinPath(nkaPath, i),
        'workbench.projection-include-attributes',
        `NonKeyAttributes of ${owner} should hold attribute names, got ${describeJson(n)}; remove or fix the entry`
      );
  });
  return { type: 'INCLUDE', nonKeyAttributes: names };
}
