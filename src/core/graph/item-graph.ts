import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import type { KeyValue } from '../model/attribute-value.ts';
import type { Design } from '../model/design.ts';
import { attributeText } from '../text/attribute-text.ts';
import { keyTupleText } from '../text/key-tuple-text.ts';
import type { View } from '../views/view.ts';
import { entityKeys } from './entity-keys.ts';
import { entityPositions } from './entity-positions.ts';
import { itemKinds, type ItemKind } from './item-kinds.ts';
import { isMetadataKey } from './metadata-key.ts';

/**
 * A view's items read as relationships (seed 002): each item is an edge from the node its
 * partition key names to the node its sort key names. Held as columns, so a million items cost
 * a few typed arrays; every array here survives structured cloning (a worker can post it).
 */
export interface ItemGraph {
  readonly title: string;
  readonly table: string;
  readonly index: string | null;
  /** Entity names, for `edgeEntity`. */
  readonly entities: readonly string[];
  readonly kinds: readonly ItemKind[];
  /** Per node, in order of first appearance in the view: its key value and its text. */
  readonly nodeKeys: readonly KeyValue[];
  readonly nodeText: readonly string[];
  /** Per node: its kind (position in `kinds`), 1 when it is a metadata node, its edges. */
  readonly nodeKind: Int32Array;
  readonly nodeMetadata: Uint8Array;
  readonly nodeDegree: Int32Array;
  /** Nodes grouped by kind: kind k's nodes are `kindNodes[kindStarts[k]…kindStarts[k+1])`. */
  readonly kindStarts: Int32Array;
  readonly kindNodes: Int32Array;
  /** Per edge (each live item of the view, in view order): its ends, write order, entity. */
  readonly edgeSource: Int32Array;
  /** -1 when the view has no sort key: the item is its partition's node alone. */
  readonly edgeTarget: Int32Array;
  readonly edgeOrder: Int32Array;
  /** Position in `entities`, or -1 for an item of no entity. */
  readonly edgeEntity: Int32Array;
  /** The view collection holding it. */
  readonly edgeCollection: Int32Array;
  /** Per write order of the table, its edge, or -1 (not in the view, or overwritten). */
  readonly edgeOfOrder: Int32Array;
}

/**
 * The item graph of one view of an analysed design: the table, or any index (the inverted
 * index redraws the same items in the other direction). Nodes are key values: `USER#alex`
 * named by one item's partition key and by another's sort key is one node. Metadata nodes
 * follow isMetadataKey. Overwritten items are not in the table, so not drawn. The view is read
 * as columns (`starts`, `orders`, ranks): key strings are read once per distinct value. On a
 * multi-attribute key a node is a tuple (`WINTER2026 · NA-EAST`, as the collection headers and
 * heat name it): the partition attributes' values at one end, the sort attributes' at the other.
 *
 * @example
 * const g = itemGraph(todo, analysis, analysis.tables[0]!.views[0]!);
 * g.nodeText[g.edgeTarget[0]!]; // 'METADATA': alex's relationship to the metadata node
 */
export function itemGraph(design: Design, analysis: DesignAnalysis, view: View): ItemGraph {
  const ta = analysis.tables.find((t) => t.table.name === view.spec.table);
  if (!ta)
    throw new Error(
      `view of table "${view.spec.table}" is not in the analysis; analyse the design that holds it`
    );
  const { resolved, table } = ta;
  const keys = entityKeys(design, table);
  const entities = keys.map((k) => k.entity.name);
  const at = entityPositions(resolved, entities);
  const kinds = itemKinds(keys, table);
  const pkName = view.spec.partitionKey.name;
  const skName = view.spec.sortKey?.name;
  const slot = (name: string | undefined): number =>
    name === undefined ? -1 : resolved.keyAttributes.findIndex((k) => k.name === name);
  const pkSlot = slot(pkName);
  const skSlot = slot(skName);
  const ids = new Map<string, number>();
  const nodeKeys: KeyValue[] = [];
  const nodeText: string[] = [];
  const kindOf: number[] = [];
  const meta: number[] = [];
  const textMeta: boolean[] = [];
  const names = [pkName, skName ?? ''];
  // Per end (partition, sort), per entity: its kind (-1: not asked yet) and metadata rule.
  const entityKind = names.map(() => new Int32Array(keys.length).fill(-1));
  // null: the entity has no template for it, so the value's own text decides.
  const entityMeta = names.map((name) =>
    keys.map((k) => (k.templates.has(name) ? isMetadataKey(k, name, table) : null))
  );
  // Per slot, each rank's node: one string per distinct value, not per item.
  const byRank = [pkSlot, skSlot].map((s) =>
    s < 0 ? new Int32Array(0) : new Int32Array(resolved.rankSizes[s]!).fill(-1)
  );
  const nodeOf = (value: KeyValue, end: 0 | 1, e: number): number => {
    const id = `${'S' in value ? 'S' : 'N' in value ? 'N' : 'B'}${keyValueId(value)}`;
    let n = ids.get(id) ?? -1;
    if (n < 0) {
      ids.set(id, (n = nodeKeys.length));
      const text = attributeText(value);
      nodeKeys.push(value);
      nodeText.push(text);
      let k: number;
      if (e < 0) k = kinds.ofValue(text, names[end]!);
      else if ((k = entityKind[end]![e]!) < 0)
        k = entityKind[end]![e] = kinds.ofEntity(e, names[end]!);
      kindOf.push(k);
      meta.push(0);
      textMeta.push(isMetadataKey(null, names[end]!, table, text));
    }
    return n;
  };
  // A multi-attribute key's ends are tuples: no one slot's rank names them.
  const parts = view.spec.parts;
  const tupleSlots = parts && [parts.partition, parts.sort].map((l) => l.map((k) => slot(k.name)));
  const node = (order: number, end: 0 | 1): number => {
    const e = at[order]!;
    let n: number;
    if (tupleSlots) {
      const values = tupleSlots[end]!.map((s) => resolved.keyValue(order, s)!);
      n = nodeOf({ S: keyTupleText(values) }, end, e);
    } else {
      const s = end === 0 ? pkSlot : skSlot;
      const rank = resolved.ranks[s]![order]!;
      n = byRank[end]![rank]!;
      if (n < 0) byRank[end]![rank] = n = nodeOf(resolved.keyValue(order, s)!, end, e);
    }
    if ((e < 0 ? null : entityMeta[end]![e]!) ?? textMeta[n]) meta[n] = 1;
    return n;
  };
  const { starts, orders } = view;
  const m = orders.length;
  const edgeSource = new Int32Array(m);
  const edgeTarget = new Int32Array(m);
  const edgeOrder = new Int32Array(m);
  const edgeEntity = new Int32Array(m);
  const edgeCollection = new Int32Array(m);
  const edgeOfOrder = new Int32Array(resolved.count).fill(-1);
  let count = 0;
  for (let c = 0; c + 1 < starts.length; c++) {
    for (let p = starts[c]!; p < starts[c + 1]!; p++) {
      const order = orders[p]!;
      if (view.overwriter(order) >= 0) continue;
      edgeSource[count] = node(order, 0);
      edgeTarget[count] = skSlot < 0 ? -1 : node(order, 1);
      edgeOrder[count] = order;
      edgeEntity[count] = at[order]!;
      edgeCollection[count] = c;
      edgeOfOrder[order] = count++;
    }
  }
  const n = nodeKeys.length;
  const nodeDegree = new Int32Array(n);
  for (let i = 0; i < count; i++) {
    nodeDegree[edgeSource[i]!]!++;
    if (edgeTarget[i]! >= 0 && edgeTarget[i] !== edgeSource[i]) nodeDegree[edgeTarget[i]!]!++;
  }
  const nodeKind = Int32Array.from(kindOf);
  // Which entities' items name each kind's nodes: a bitmap, kinds × entities.
  const nk = kinds.kinds.length;
  const named = new Uint8Array(nk * keys.length);
  for (let i = 0; i < count; i++) {
    const e = edgeEntity[i]!;
    if (e < 0) continue;
    named[nodeKind[edgeSource[i]!]! * keys.length + e] = 1;
    if (edgeTarget[i]! >= 0) named[nodeKind[edgeTarget[i]!]! * keys.length + e] = 1;
  }
  const kindList: ItemKind[] = kinds.kinds.map((k, i) => ({
    ...k,
    entities: entities.filter((_, e) => named[i * keys.length + e] === 1)
  }));
  const kindStarts = new Int32Array(kinds.kinds.length + 1);
  for (let i = 0; i < n; i++) kindStarts[nodeKind[i]! + 1]!++;
  for (let k = 0; k < kinds.kinds.length; k++) kindStarts[k + 1]! += kindStarts[k]!;
  const kindNodes = new Int32Array(n);
  const next = kindStarts.slice(0, -1);
  for (let i = 0; i < n; i++) kindNodes[next[nodeKind[i]!]!++] = i;
  const where = view.spec.index === null ? '' : `index "${view.spec.index}" of `;
  return {
    title: `Items of ${where}table "${view.spec.table}" as relationships`,
    table: view.spec.table,
    index: view.spec.index,
    entities,
    kinds: kindList,
    nodeKeys,
    nodeText,
    nodeKind,
    nodeMetadata: Uint8Array.from(meta),
    nodeDegree,
    kindStarts,
    kindNodes,
    edgeSource: edgeSource.slice(0, count),
    edgeTarget: edgeTarget.slice(0, count),
    edgeOrder: edgeOrder.slice(0, count),
    edgeEntity: edgeEntity.slice(0, count),
    edgeCollection: edgeCollection.slice(0, count),
    edgeOfOrder
  };
}
