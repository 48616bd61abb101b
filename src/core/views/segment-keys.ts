import type { AttributeMap, KeyType, KeyValue } from '../model/attribute-value.ts';
import { emptyMap, getAttr } from '../model/attribute-value.ts';
import { belowSurrogates } from '../keys/compare-utf8.ts';
import type { KeyAttribute } from '../model/design.ts';
import type { Template } from '../templates/parse-template.ts';
import { renderKey } from '../templates/render-template.ts';
import { singleField } from '../templates/single-field.ts';
import { describeRenderProblem } from '../templates/describe-render-problem.ts';
import type { KeyProblem, KeyRole } from '../rules/validate-key-value.ts';
import type { KeyOrder } from './key-order.ts';
import { sourceColumn } from './source-column.ts';
import { rankFound } from './rank-found.ts';
import { FoundValues } from './found-values.ts';

/**
 * One key attribute of one run of items (an entity's items, or a table's own), as columns:
 * each item's value is an index into the run's distinct values, which are sorted in DynamoDB
 * order. A re-key then costs one render per item and one sort of the distinct values, and a
 * run whose items and template did not change is reused as it is.
 */
export interface SegmentKeys {
  readonly items: readonly AttributeMap[];
  /** The template source, or undefined when items carry the attribute themselves. */
  readonly template: string | undefined;
  readonly attribute: KeyAttribute;
  readonly role: KeyRole;
  /** Distinct valid values as spelled, in DynamoDB order (equal values such as `1` and `1.0` adjacent). */
  readonly values: readonly KeyValue[];
  /** Per value in `values`, its size in bytes (valueSize): what heat adds for the key per item. */
  readonly bytes: Int32Array;
  readonly order: KeyOrder;
  /** Values DynamoDB would refuse, with why. */
  readonly invalid: readonly { readonly value: KeyValue; readonly problem: KeyProblem }[];
  /**
   * Per item: an index into `values` (≥ 0), NONE when the item has no value, or
   * `-2 - j` for `invalid[j]`.
   */
  readonly ids: Int32Array;
  /**
   * Per item, when some item has no value for a reason worth telling (a template it cannot
   * fill, a non-key type): an index into `whys`, or -1. See segmentProblem.
   */
  readonly why: Int32Array | null;
  readonly whys: readonly string[];
  /**
   * Set when the entity's template for this attribute cannot be parsed: no item is keyed, and
   * this says why (the template's error is reported once, as `template.syntax`).
   */
  readonly broken?: string;
}

export const NONE = -1;

/** Why item i of the run has no value; undefined when it has one or simply lacks the attribute. */
export function segmentProblem(keys: SegmentKeys, i: number): string | undefined {
  const w = keys.why ? keys.why[i]! : -1;
  return w >= 0 ? keys.whys[w] : undefined;
}

/**
 * Render (or read) one key attribute for every item of a run, validate each distinct value
 * once, and sort the distinct values.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.CoreComponents.html#HowItWorks.CoreComponents.PrimaryKey
 *
 * @param previous the same items' same attribute under the template before an edit: its order
 *   is the sort's first guess (see orderGuess). The result does not depend on it.
 * @param int32 where the item ids come from (KeyCache.int32)
 */
export function segmentKeys(
  items: readonly AttributeMap[],
  template: Template | undefined,
  attribute: KeyAttribute,
  role: KeyRole,
  broken?: string,
  previous?: SegmentKeys,
  int32: (n: number) => Int32Array = (n) => new Int32Array(n)
): SegmentKeys {
  const n = items.length;
  if (broken !== undefined)
    return {
      ...finish(
        items,
        undefined,
        attribute,
        role,
        new Int32Array(n).fill(NONE),
        new Int32Array(n),
        [broken],
        [],
        [],
        [],
        attribute.type
      ),
      broken
    };
  const ids = int32(n);
  let why: Int32Array | null = null;
  const type = attribute.type;
  // A template with one placeholder (or none: the item's own attribute) gives the same key for
  // the same source value: render each distinct value once (see sourceColumn).
  const field = template ? singleField(template) : attribute.name;
  const source = field === undefined ? undefined : sourceColumn(items, field);
  // Distinct strings render distinct keys unless padded (`${n:3}` makes "5" and "005" one key);
  // a number's text is canonical ("1.0" is "1"), so numbers are looked up.
  const found = new FoundValues(
    type,
    source?.onlyStrings === true &&
      !template?.parts.some((p) => p.kind === 'field' && p.size !== undefined)
  );
  const outcome = found.outcome.bind(found);
  // Item i's outcome, read from `item`: the item itself, or one holding only its value of the field.
  const render = (i: number, item: AttributeMap = items[i]!): number => {
    if (template) {
      const r = renderKey(template, item, type);
      return 'kind' in r
        ? outcome(i, undefined, describeRenderProblem(template.source, r))
        : outcome(i, r, undefined);
    }
    const own = getAttr(item, attribute.name);
    if (own && ('S' in own || 'N' in own || 'B' in own)) return outcome(i, own, undefined);
    return outcome(
      i,
      undefined,
      own
        ? `"${attribute.name}" is of type ${Object.keys(own)[0]}; key attributes must be S, N or B`
        : undefined
    );
  };
  const store = (i: number, o: number): void => {
    if (o >= 0) ids[i] = o;
    else {
      ids[i] = NONE;
      const w = -1 - o;
      if (found.whys[w] !== '') (why ??= new Int32Array(n).fill(-1))[i] = w;
    }
  };
  if (source) {
    const outcomes = new Int32Array(source.firstItem.length);
    // The template reads the one field only: a one-attribute item renders the same key. A
    // re-key (an edited template: `previous`) reads the column's copies, kept together.
    const values = previous ? source.copies : source.values;
    const probe = emptyMap();
    for (let d = 0; d < outcomes.length; d++) {
      probe[field!] = values[d]!;
      outcomes[d] = render(source.firstItem[d]!, probe);
    }
    let missing: number | undefined;
    const sids = source.ids;
    for (let i = 0; i < n; i++) {
      const d = sids[i]!;
      store(i, d >= 0 ? outcomes[d]! : (missing ??= render(i)));
    }
  } else for (let i = 0; i < n; i++) store(i, render(i));
  // Texts below U+D800 put into literals below it make keys below it: no key is scanned for
  // lone surrogates or for the order's sake (see belowSurrogates).
  const plain =
    type === 'S' &&
    source?.plain === true &&
    (template?.parts.every((p) => belowSurrogates(p.kind === 'literal' ? p.text : (p.pad ?? ''))) ??
      true);
  return finish(
    items,
    template?.source,
    attribute,
    role,
    ids,
    why,
    found.whys,
    found.values,
    found.bytes,
    found.items,
    type,
    previous,
    plain,
    int32
  );
}

function finish(
  items: readonly AttributeMap[],
  template: string | undefined,
  attribute: KeyAttribute,
  role: KeyRole,
  ids: Int32Array,
  why: Int32Array | null,
  whys: readonly string[],
  found: readonly KeyValue[],
  foundBytes: readonly number[],
  foundItem: readonly number[],
  type: KeyType,
  previous?: SegmentKeys,
  plain = false,
  int32: (n: number) => Int32Array = (n) => new Int32Array(n)
): SegmentKeys {
  const { values, order, invalid, remap } = rankFound(
    found,
    foundItem,
    attribute,
    role,
    type,
    previous && { ids: previous.ids, count: previous.values.length },
    plain
  );
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (id >= 0) ids[i] = remap[id]!;
  }
  const bytes = int32(values.length);
  for (let id = 0; id < found.length; id++) {
    const to = remap[id]!;
    if (to >= 0) bytes[to] = foundBytes[id]!;
  }
  return { items, template, attribute, role, values, bytes, order, invalid, ids, why, whys };
}
