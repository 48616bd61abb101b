// Pure mappings between the SDK's shapes and core's: items (binary as bytes ↔ base64 text,
// null-prototype maps), and DescribeTable's TableDescription → core's TableDescription.
import type {
  AttributeValue as SdkValue,
  TableDescription as SdkTable,
  KeySchemaElement,
  AttributeDefinition,
  Projection as SdkProjection
} from '@aws-sdk/client-dynamodb';
import type { AttributeMap, AttributeValue, KeyType } from '../core/model/attribute-value.ts';
import { emptyMap } from '../core/model/attribute-value.ts';
import type { Projection } from '../core/model/design.ts';
import { decodeBase64, encodeBase64 } from '../core/keys/base64.ts';
import type {
  DescribedIndex,
  DescribedKey,
  KeyPart,
  TableDescription
} from '../core/table-description/table-description.ts';

/** An SDK item (binary as Uint8Array) as a core item (binary as base64, null-prototype maps). */
export function itemToCore(item: Record<string, SdkValue>): AttributeMap {
  const out = emptyMap();
  for (const name of Object.keys(item)) {
    const v = item[name];
    if (typeof v === 'object' && v !== null) out[name] = valueToCore(v, name);
  }
  return out;
}

function valueToCore(v: SdkValue, path: string): AttributeValue {
  // The SDK's scalar and set values are already plain one-key objects of core's shape: keep
  // them (core never mutates a value) instead of copying every attribute of every item.
  if (v.S !== undefined || v.N !== undefined || v.BOOL !== undefined) return v as AttributeValue;
  if (v.SS !== undefined || v.NS !== undefined || v.NULL !== undefined) return v as AttributeValue;
  if (v.B !== undefined) return { B: encodeBase64(v.B) };
  if (v.L !== undefined) return { L: v.L.map((e, i) => valueToCore(e, `${path}[${i}]`)) };
  if (v.M !== undefined) {
    const m = emptyMap();
    for (const k of Object.keys(v.M)) m[k] = valueToCore(v.M[k]!, `${path}.${k}`);
    return { M: m };
  }
  if (v.BS !== undefined) return { BS: v.BS.map(encodeBase64) };
  throw new Error(
    `attribute "${path}" has a type Keyscope does not know (${Object.keys(v).join(', ') || 'none'}); report it with the SDK version`
  );
}

/**
 * An SDK item made a core item in place, for items fresh from a response that nothing else
 * holds (the reader's pages): scalars and sets are kept as they are, binaries, lists and maps
 * converted, and the object's prototype set to null. Copying instead would double the time and
 * add about 40 % to the heap of 100k loaded items (test/bench/live-bench.ts). The SDK leaves an
 * attribute named `__proto__` without its value; such an attribute is dropped here, not crashed on.
 */
export function adoptItem(item: Record<string, SdkValue>): AttributeMap {
  for (const name in item) {
    const v = item[name];
    if (typeof v !== 'object' || v === null) {
      delete item[name];
      continue;
    }
    if (
      v.S === undefined &&
      v.N === undefined &&
      v.BOOL === undefined &&
      v.SS === undefined &&
      v.NS === undefined &&
      v.NULL === undefined
    )
      item[name] = valueToCore(v, name) as SdkValue;
  }
  Object.setPrototypeOf(item, null);
  return item as AttributeMap;
}

/** A core item (or key) as the SDK wants it: base64 binaries decoded to bytes. */
export function itemToSdk(item: AttributeMap): Record<string, SdkValue> {
  const out: Record<string, SdkValue> = {};
  for (const name of Object.keys(item)) out[name] = valueToSdk(item[name]!);
  return out;
}

function valueToSdk(v: AttributeValue): SdkValue {
  if ('B' in v) return { B: bytes(v.B) };
  if ('BS' in v) return { BS: v.BS.map(bytes) };
  if ('L' in v) return { L: v.L.map(valueToSdk) };
  if ('M' in v) return { M: itemToSdk(v.M) };
  if ('SS' in v) return { SS: [...v.SS] };
  if ('NS' in v) return { NS: [...v.NS] };
  return v as SdkValue;
}

function bytes(text: string): Uint8Array {
  const b = decodeBase64(text);
  if (!b) throw new Error(`"${text.slice(0, 40)}" is not base64`);
  return b;
}

/**
 * DescribeTable's answer in core's terms: the key schema with every attribute's type (several
 * HASH or RANGE attributes for a GSI with a multi-attribute key), GSIs and LSIs with their
 * projections, billing, item count and size, and the region and account read from the ARN.
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_TableDescription.html
 */
export function describeToCore(table: SdkTable): TableDescription {
  const name = table.TableName ?? '';
  const types = new Map<string, KeyType>();
  for (const d of table.AttributeDefinitions ?? ([] as AttributeDefinition[]))
    if (
      d.AttributeName &&
      (d.AttributeType === 'S' || d.AttributeType === 'N' || d.AttributeType === 'B')
    )
      types.set(d.AttributeName, d.AttributeType);
  const key = (schema: readonly KeySchemaElement[] | undefined): DescribedKey => {
    const part = (e: KeySchemaElement): KeyPart => ({
      name: e.AttributeName ?? '',
      type: types.get(e.AttributeName ?? '') ?? 'S'
    });
    const all = schema ?? [];
    return {
      partition: all.filter((e) => e.KeyType === 'HASH').map(part),
      sort: all.filter((e) => e.KeyType === 'RANGE').map(part)
    };
  };
  const indexes: DescribedIndex[] = [
    ...(table.GlobalSecondaryIndexes ?? []).map((g): DescribedIndex => ({
      name: g.IndexName ?? '',
      kind: 'gsi',
      key: key(g.KeySchema),
      projection: projection(g.Projection),
      ...(g.IndexStatus ? { status: g.IndexStatus } : {}),
      ...(g.ItemCount !== undefined ? { itemCount: g.ItemCount } : {}),
      ...(g.IndexSizeBytes !== undefined ? { sizeBytes: g.IndexSizeBytes } : {}),
      ...(g.ProvisionedThroughput?.ReadCapacityUnits
        ? { readCapacityUnits: g.ProvisionedThroughput.ReadCapacityUnits }
        : {})
    })),
    ...(table.LocalSecondaryIndexes ?? []).map((l): DescribedIndex => ({
      name: l.IndexName ?? '',
      kind: 'lsi',
      key: key(l.KeySchema),
      projection: projection(l.Projection),
      ...(l.ItemCount !== undefined ? { itemCount: l.ItemCount } : {}),
      ...(l.IndexSizeBytes !== undefined ? { sizeBytes: l.IndexSizeBytes } : {})
    }))
  ];
  const arn = table.TableArn;
  const arnParts = arn?.split(':') ?? [];
  const provisioned = table.ProvisionedThroughput;
  // On-demand tables say so in BillingModeSummary (with 0 provisioned units); a table that was
  // always provisioned may have no summary at all.
  const onDemand =
    table.BillingModeSummary?.BillingMode === 'PAY_PER_REQUEST' ||
    (!table.BillingModeSummary && !provisioned?.ReadCapacityUnits);
  const maxRead = table.OnDemandThroughput?.MaxReadRequestUnits;
  return {
    name,
    ...(arn ? { arn } : {}),
    ...(arnParts.length >= 6 && arnParts[3] ? { region: arnParts[3] } : {}),
    ...(arnParts.length >= 6 && arnParts[4] ? { account: arnParts[4] } : {}),
    status: table.TableStatus ?? 'UNKNOWN',
    key: key(table.KeySchema),
    indexes,
    billing: onDemand
      ? {
          mode: 'PAY_PER_REQUEST',
          ...(maxRead && maxRead > 0 ? { maxReadRequestUnits: maxRead } : {})
        }
      : {
          mode: 'PROVISIONED',
          readCapacityUnits: provisioned?.ReadCapacityUnits ?? 0,
          writeCapacityUnits: provisioned?.WriteCapacityUnits ?? 0
        },
    ...(table.ItemCount !== undefined ? { itemCount: table.ItemCount } : {}),
    ...(table.TableSizeBytes !== undefined ? { sizeBytes: table.TableSizeBytes } : {}),
    ...(table.CreationDateTime
      ? { createdAt: new Date(table.CreationDateTime).toISOString() }
      : {}),
    ...(table.TableClassSummary?.TableClass
      ? { tableClass: table.TableClassSummary.TableClass }
      : {}),
    ...(table.DeletionProtectionEnabled !== undefined
      ? { deletionProtection: table.DeletionProtectionEnabled }
      : {}),
    ...(table.StreamSpecification?.StreamEnabled && table.StreamSpecification.StreamViewType
      ? { streamViewType: table.StreamSpecification.StreamViewType }
      : {})
  };
}

function projection(p: SdkProjection | undefined): Projection {
  const type = p?.ProjectionType;
  if (type === 'INCLUDE')
    return { type: 'INCLUDE', nonKeyAttributes: [...(p?.NonKeyAttributes ?? [])] };
  return { type: type === 'KEYS_ONLY' ? 'KEYS_ONLY' : 'ALL' };
}
