import type { KeyValue } from '../model/attribute-value.ts';
import type { KeyAttribute, Table } from '../model/design.ts';
import { keyValueProblem, type KeyRole } from '../validate/validate-key-value.ts';
import { tableViews } from './table-key-attributes.ts';

/** DynamoDB refuses a write whose table key is missing or whose key values are invalid. */
export function checkItemKeys(
  keys: readonly (KeyValue | undefined)[],
  keyAttrs: readonly KeyAttribute[],
  ctx: KeyContext,
  problems: ReadonlyMap<string, string> | undefined,
  known: number
): { code: string; message: string } | undefined {
  for (const i of ctx.tableKeySlots) {
    const k = keyAttrs[i]!;
    if (keys[i] === undefined) {
      const why = problems?.get(k.name) ?? `the item has no "${k.name}" attribute`;
      return { code: 'key.missing', message: `missing table key "${k.name}": ${why}` };
    }
  }
  for (let i = 0; i < keyAttrs.length; i++) {
    const v = keys[i];
    if (v === undefined || (known & (1 << i)) !== 0) continue;
    const k = keyAttrs[i]!;
    const problem = keyValueProblem(k.name, v, k.type, ctx.roles[i]!);
    if (problem) return problem;
  }
  return undefined;
}

export interface KeyContext {
  /** Slots of the table's own partition and sort key in `keyAttributes`. */
  readonly tableKeySlots: readonly number[];
  /** The size limit that applies to each slot. */
  readonly roles: readonly KeyRole[];
  /** Per partition-key slot, the value objects seen so far (shared by all items with that key). */
  readonly pools: (Map<string, KeyValue> | undefined)[];
  /** Lookups and hits per pooled slot, to stop pooling a slot whose values do not repeat. */
  readonly lookups: Int32Array;
  readonly hits: Int32Array;
}

export function keyContext(table: Table, keyAttrs: readonly KeyAttribute[]): KeyContext {
  const sortNames = new Set<string>();
  for (const v of tableViews(table)) if (v.sortKey) sortNames.add(v.sortKey.name);
  const slots = [table.partitionKey, table.sortKey].flatMap((k) =>
    k ? [keyAttrs.findIndex((a) => a.name === k.name)] : []
  );
  // The stricter 1024-byte limit applies when an attribute is a sort key of the table or any index.
  return {
    tableKeySlots: slots,
    roles: keyAttrs.map((k) => (sortNames.has(k.name) ? 'sort' : 'partition')),
    // Every string key slot starts pooled; a slot whose values turn out not to repeat (unique
    // sort keys) stops after a trial. At most 31 slots fit the bit set of pre-checked values.
    pools: keyAttrs.map((k, i) =>
      k.type === 'S' && i < 31 ? new Map<string, KeyValue>() : undefined
    ),
    lookups: new Int32Array(keyAttrs.length),
    hits: new Int32Array(keyAttrs.length)
  };
}
