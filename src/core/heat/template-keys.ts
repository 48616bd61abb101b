import { compareUtf8 } from '../keys/compare-utf8.ts';
import { keyValueId } from '../keys/compare-key-values.ts';
import { firstIndex } from '../keys/first-index.ts';
import type { Template } from '../templates/parse-template.ts';
import { matchTemplate } from '../templates/match-template.ts';
import type { View } from '../views/view.ts';

/** Values by placeholder name: what a key was built from. */
export type FieldValues = Pick<ReadonlyMap<string, string>, 'get'>;

/** The collections of a view whose partition key a template can produce. */
export interface TemplateKeys {
  readonly collections: Int32Array;
  /** Whether field values were kept (`withFields`). */
  readonly hasFields: boolean;
  /**
   * The value placeholder `name` had in the key of `collections[k]` (when kept), read from
   * `view` (the one matched, or one rebound to its orders): nothing per key is kept that would
   * hold on to the view it was matched in.
   */
  fieldValue(view: View, k: number, name: string): string | undefined;
}

/**
 * Which collections of a view a key template reaches (`USER#${username}` reaches the `USER#…`
 * keys, not the `GAME#…` ones): for a string key, the collections whose key starts with the
 * template's literal prefix lie together in key order, so a binary search finds them and only
 * those are matched against the template. A number or binary key template is one placeholder
 * and reaches every key. With `withFields`, also the values each key was built from (given
 * whenever they cost nothing to keep: `hasFields` says).
 *
 * @example
 * const keys = templateKeys(tableView, parseTemplate('GAME#${gameId}').template, true);
 * keys.fieldValue(tableView, 0, 'gameId'); // the gameId of the first GAME# key
 */
export function templateKeys(view: View, template: Template, withFields: boolean): TemplateKeys {
  let known = cache.get(view.orders);
  if (!known) cache.set(view.orders, (known = new Map()));
  // Field values cost nothing to keep for a number or binary key or a one-placeholder
  // template (read from the key when asked): one match then serves patterns that need them
  // and patterns that do not (`GAME#${gameId}` is searched once, not once each way).
  const free = view.spec.partitionKey.type !== 'S' || simpleShape(template) !== null;
  const fields = withFields || free;
  const id = `${fields ? 1 : 0}${template.source}`;
  let keys = known.get(id);
  if (!keys) known.set(id, (keys = match(view, template, fields)));
  return keys;
}

/**
 * Kept per view and template, the view known by its orders array: a view an edit left as it
 * was keeps that array (rebound to the next analysis), and with it its collections and keys;
 * heat at another "what if" scale, or after a workload edit, asks the same again.
 */
const cache = new WeakMap<Int32Array, Map<string, TemplateKeys>>();

function match(view: View, template: Template, withFields: boolean): TemplateKeys {
  const n = view.collectionCount;
  const type = view.spec.partitionKey.type;
  // A one-placeholder template's value is read from the key when asked (the key less its
  // literal prefix and suffix), so no string per key is kept for the report's life; any other
  // template's values are the maps matchTemplate gives, kept per key.
  const maps: (ReadonlyMap<string, string> | undefined)[] = [];
  const none = (): undefined => undefined;
  if (type !== 'S') {
    const only = template.fields[0] ?? null;
    const collections = run(0, n);
    return {
      collections,
      hasFields: withFields,
      fieldValue: withFields
        ? (v, k, name) => (name === only ? keyValueId(v.collectionPk(collections[k]!)) : undefined)
        : none
    };
  }
  const first = template.parts[0];
  const prefix = first?.kind === 'literal' ? first.text : '';
  const text = (c: number) => (view.collectionPk(c) as { S: string }).S;
  const lo = firstIndex(0, n, (c) => compareUtf8(text(c), prefix) >= 0);
  // The keys that start with the prefix come together from lo on: a key past them differs
  // from the prefix at a byte where it is greater, so it sorts after every one of them.
  const end = firstIndex(lo, n, (c) => !text(c).startsWith(prefix));
  const simple = simpleShape(template);
  let collections: Int32Array;
  if (simple && simple.field === null)
    // A constant template reaches the one key it spells.
    collections = lo < end && text(lo) === prefix ? run(lo, lo + 1) : run(0, 0);
  else if (simple && simple.suffix === '')
    // `USER#${id}` reaches every key with its prefix: the run itself, no key read.
    collections = run(lo, end);
  else {
    const found = new Int32Array(end - lo);
    let count = 0;
    const suffix = simple?.suffix ?? '';
    for (let c = lo; c < end; c++) {
      const key = text(c);
      if (simple) {
        if (key.length < prefix.length + suffix.length || !key.endsWith(suffix)) continue;
        found[count++] = c;
        continue;
      }
      const m = matchTemplate(template, key);
      if (!m) continue;
      found[count++] = c;
      if (withFields) maps.push(m);
    }
    collections = found.subarray(0, count);
  }
  let fieldValue: TemplateKeys['fieldValue'] = none;
  if (withFields && simple?.field) {
    const { field, suffix } = simple;
    fieldValue = (v, k, name) => {
      if (name !== field) return undefined;
      const key = (v.collectionPk(collections[k]!) as { S: string }).S;
      return key.slice(prefix.length, key.length - suffix.length);
    };
  } else if (withFields && !simple) fieldValue = (_v, k, name) => maps[k]?.get(name);
  return { collections, hasFields: withFields, fieldValue };
}

/** The collections from..to-1, in order. */
function run(from: number, to: number): Int32Array {
  const out = new Int32Array(Math.max(0, to - from));
  for (let i = 0; i < out.length; i++) out[i] = from + i;
  return out;
}

/**
 * A template that is at most a literal, one unpadded placeholder and a literal (`USER#${id}`,
 * `${id}#META`, `CONFIG`): matching it is a prefix and a suffix test.
 */
function simpleShape(t: Template): { suffix: string; field: string | null } | null {
  const parts = t.parts;
  const fieldAt = parts.findIndex((p) => p.kind === 'field');
  if (fieldAt < 0) return parts.length <= 1 ? { suffix: '', field: null } : null;
  const f = parts[fieldAt]!;
  if (f.kind !== 'field' || f.size !== undefined) return null;
  const before = parts.slice(0, fieldAt);
  const after = parts.slice(fieldAt + 1);
  if (before.length > 1 || after.length > 1 || after.some((p) => p.kind !== 'literal')) return null;
  const last = after[0];
  return { suffix: last?.kind === 'literal' ? last.text : '', field: f.name };
}
