import { readUnits } from '../capacity/read-units.ts';
import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { TUPLE_SEPARATOR } from '../text/tuple-separator.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import type { KeyType, KeyValue } from '../model/attribute-value.ts';
import type { AccessPattern } from '../model/design.ts';
import type { Sharding } from '../model/workload.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';
import { renderWithParameters } from '../templates/render-template.ts';
import { withoutField } from '../templates/without-field.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import type { View } from '../views/view.ts';
import type { ResolvedPatternLoad } from '../workload/resolve-workload.ts';
import { keyShares } from '../workload/key-shares.ts';
import { collectionReadBytes, sortRankRange } from './collection-read.ts';
import { rankValues } from './rank-values.ts';
import type { HeatSink } from './heat-sink.ts';
import { logicalKeys } from './logical-keys.ts';
import { multiKeyReadBytes } from './multi-key-read-bytes.ts';
import { templateKeys, type FieldValues } from './template-keys.ts';
import type { ViewColumns } from './view-columns.ts';
import { keptQueryBytes } from './kept-query-bytes.ts';
import type { Steps } from '../steps/finish-steps.ts';
import { inPieces } from '../steps/in-pieces.ts';
import { readKeys, type KeyReads } from './read-keys.ts';

/** The view an access pattern queries, and where its load lands. */
export interface ReadTarget {
  readonly resolved: ResolvedTable;
  readonly view: View;
  readonly cols: ViewColumns;
  readonly sink: HeatSink;
  /** For an LSI, the table collection each LSI collection is (same key); null for the view itself. */
  readonly mapTo: ((c: number) => number) | null;
}

/**
 * Add one access pattern's reads to its table's or index's heat, as steps (heatReportSteps). Its requests go to the keys
 * its partition key template reaches (`GAME#${gameId}` reaches every `GAME#…` collection),
 * spread by its key distribution — Zipf ranks the pattern's own sample key first, then the
 * keys holding most items — and each request costs what its Query reads there: the sort key
 * condition rendered for that key (a placeholder the partition key also has takes the key's
 * value), Limit and the 1 MB page, rounded to 4 KB once, halved or doubled by consistency.
 * Under write sharding a logical key's requests go to every shard (a scatter-gather of N
 * Queries), or to one when the suffix is calculated from a value the pattern knows. A
 * pattern whose key reaches no collection is charged the minimum read on its sample key.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/read-write-operations.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-sharding.html
 */
export function* patternReads(
  target: ReadTarget,
  pattern: AccessPattern,
  index: number,
  load: ResolvedPatternLoad,
  shardings: ReadonlyMap<string, Sharding>
): Steps<void> {
  if (load.rate <= 0) return;
  const { view, sink } = target;
  // A multi-attribute index: its collections' keys read as their parts' text joined by
  // TUPLE_SEPARATOR (TupleView), so the partition templates joined the same way reach them; each key's read is
  // the Query's own, sort conditions part by part (multiKeyReadBytes).
  const multi = view.spec.parts !== undefined;
  const pk = parseTemplate(
    multi
      ? [pattern.partitionKey, ...(pattern.morePartitionKeys ?? [])].join(TUPLE_SEPARATOR)
      : pattern.partitionKey
  );
  if (!pk.ok) return;
  const sortType = view.spec.sortKey?.type;
  const value = pattern.sortKey && !multi ? parseTemplate(pattern.sortKey.value) : null;
  const upper =
    pattern.sortKey?.upper !== undefined && !multi ? parseTemplate(pattern.sortKey.upper) : null;
  if ((value && !value.ok) || (upper && !upper.ok) || (pattern.sortKey && !sortType)) return;
  const sortFields = [
    ...(value?.ok ? value.template.fields : []),
    ...(upper?.ok ? upper.template.fields : [])
  ];
  const dependsOnKey = multi || sortFields.some((f) => pk.template.fields.includes(f));
  const shardField = pk.template.fields.find((f) => shardings.has(f)) ?? null;
  const sharding = shardField ? shardings.get(shardField)! : null;
  const params = new Map(Object.entries(pattern.parameters));
  // A calculated suffix of a value the reader has picks one shard; otherwise ask them all.
  const targeted =
    sharding?.suffix === 'calculated' && sharding.from !== undefined && params.has(sharding.from);
  // One lookup and one shape for every key, updated in place: a million keys allocate nothing.
  let at = -1;
  const perKey: FieldValues = { get: (n) => keys.fieldValue(view, at, n) ?? params.get(n) };
  const sort =
    pattern.sortKey && !multi
      ? {
          operator: pattern.sortKey.operator,
          value: { S: '' } as KeyValue,
          upper: undefined as KeyValue | undefined
        }
      : undefined;
  const shape: {
    forward: boolean;
    limit?: number;
    sort: typeof sort;
    ranks?: { lo: number; hi: number };
  } = {
    forward: pattern.scanIndexForward,
    limit: pattern.limit,
    sort
  };
  /** Render the sort key condition for key k (-1: the pattern's own parameters); false if it cannot be. */
  const renderFor = (k: number): boolean => {
    if (!sort || !value?.ok) return true;
    at = k;
    const all = k >= 0 ? perKey : params;
    const v = render(value.template, all, sortType!);
    const u = upper?.ok ? render(upper.template, all, sortType!) : undefined;
    if (!v || (upper && !u)) return false;
    sort.value = v;
    sort.upper = u ?? undefined;
    return true;
  };
  const keys = templateKeys(view, pk.template, dependsOnKey || shardField !== null);
  yield;
  if (!dependsOnKey && !renderFor(-1)) return;
  // One condition for every key: its run of sort key ranks is found once, at the first key
  // whose Query needs it (none does when every collection fits one read unit, see `whole`):
  // ranking a million sort key values is a pass of its own.
  const ranked = !dependsOnKey && sort !== undefined && target.cols.skSlot >= 0;
  const ranks = (): typeof shape => {
    if (ranked && !shape.ranks)
      shape.ranks = sortRankRange(rankValues(target.resolved, target.cols.skSlot), sort, view);
    return shape;
  };
  const sample = sampleText(pk.template, params, shardField);
  const groups = logicalKeys(view, keys, shardField, pk.template, sample);
  yield;
  if (groups.count === 0) {
    // No item has the key yet: each request still costs a read.
    const text = sample ?? pattern.partitionKey;
    const pkValue = asKey(text, view.spec.partitionKey.type);
    sink.readExtra(
      keyValueId(pkValue),
      pkValue,
      load.rate * readUnits(0, load.consistency),
      index,
      load.rate
    );
    return;
  }
  const hot = load.keys.kind === 'hot' ? groups.find(load.keys.key) : -1;
  const shares = keyShares(load.keys, groups.count, hot);
  let bytesOf = keptQueryBytes.get(target.cols, pattern, keys.hasFields);
  if (!bytesOf) {
    // What one Query reads at each key, as far as its read units tell: the same at any rate,
    // scale or key distribution. A whole number of bytes below 1 MB plus one item (the page's
    // limit), so 32-bit floats hold it exactly (to 2^24) in half a million doubles' memory.
    bytesOf = new Float32Array(keys.collections.length);
    // A collection of at most 4 KB costs one read unit whatever a Query reads of it, nothing
    // included (readUnits' minimum): its own bytes stand in, and no condition is rendered or
    // searched. Only where that cannot change the answer: a condition rendered for each key
    // must render for every one (its fields are the key's or the pattern's) and compare
    // without error (a string sort key), or no Query runs, or the pattern puts no load.
    const { prefix } = target.cols;
    const { starts } = view;
    const whole =
      !multi &&
      (!dependsOnKey ||
        ((!sort || sortType === 'S') &&
          (view.spec.partitionKey.type === 'S' || pk.template.fields.length <= 1) &&
          sortFields.every((f) => pk.template.fields.includes(f) || params.has(f))));
    const out = bytesOf;
    yield* inPieces(out.length, STEP, (from, to) => {
      for (let k = from; k < to; k++) {
        if (whole) {
          const c = keys.collections[k]!;
          const bytes = prefix[starts[c + 1]!]! - prefix[starts[c]!]!;
          if (bytes <= DYNAMODB_LIMITS.readUnitBytes) {
            out[k] = bytes;
            continue;
          }
        }
        if (multi) at = k;
        out[k] = multi
          ? multiKeyReadBytes(target.resolved, view, pattern, keys.collections[k]!, perKey)
          : dependsOnKey && !renderFor(k)
            ? Number.NaN
            : collectionReadBytes(
                target.resolved,
                view,
                target.cols,
                keys.collections[k]!,
                ranks()
              );
      }
    });
    keptQueryBytes.keep(target.cols, pattern, keys.hasFields, bytesOf);
  }
  let total = 0;
  const { rankOf } = groups;
  if (rankOf) {
    // One collection a key: in key order, so the sink's arrays are walked in order.
    const read: KeyReads = {
      sink,
      mapTo: target.mapTo,
      collections: keys.collections,
      bytesOf,
      load,
      shares,
      index
    };
    yield* inPieces(rankOf.length, STEP, (from, to) => {
      total = readKeys(read, rankOf, from, to, total);
    });
    sink.patternTotal(index, total);
    return;
  }
  let seen = 0;
  for (let r = 0; r < groups.count; r++) {
    const size = groups.size(r);
    const requests = (load.rate * shares(r)) / (targeted ? size : 1);
    for (let i = 0; i < size; i++) {
      if ((++seen & (STEP - 1)) === 0) yield;
      const k = groups.member(r, i);
      const c = keys.collections[k]!;
      const bytes = bytesOf[k]!;
      // Its sort key condition cannot be rendered for this key: no Query.
      if (Number.isNaN(bytes)) continue;
      const units = requests * readUnits(bytes, load.consistency);
      sink.read(target.mapTo ? target.mapTo(c) : c, units, index, requests);
      total += units;
    }
  }
  sink.patternTotal(index, total);
}

/** Keys whose read bytes are measured, or whose reads are added, between two yields. */
const STEP = 8_192;

function render(t: Template, params: FieldValues, type: KeyType): KeyValue | null {
  const r = renderWithParameters(t, params);
  return r.ok ? asKey(r.text, type) : null;
}

function asKey(text: string, type: KeyType): KeyValue {
  return type === 'S' ? { S: text } : type === 'N' ? { N: text } : { B: text };
}

/** The pattern's own key as its parameters render it, the shard left out; null if they cannot. */
function sampleText(
  t: Template,
  params: ReadonlyMap<string, string>,
  shard: string | null
): string | null {
  const r = renderWithParameters(shard ? withoutField(t, shard) : t, params);
  return r.ok ? r.text : null;
}
