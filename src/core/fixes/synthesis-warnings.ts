import type { Design, GlobalSecondaryIndex, KeyAttribute, Table } from '../model/design.ts';
import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import { keyValueProblem } from '../rules/validate-key-value.ts';
import { valueText } from '../templates/render-template.ts';
import type { ResolvedTable } from '../views/resolved-table.ts';
import { resolveItems } from '../views/resolve-items.ts';

/**
 * What a synthetic key changes. `order`, `ambiguous` and `invalid`: the index may hold or order
 * items otherwise than the multi-attribute key did; `padded`: a Number keeps its order while its
 * values fit the padding; `missing-part`: items left out, as before; `not-written` and
 * `pattern`: what the designer has to redo by hand.
 */
export interface SynthesisWarning {
  readonly kind:
    'order' | 'ambiguous' | 'invalid' | 'padded' | 'missing-part' | 'not-written' | 'pattern';
  readonly message: string;
}

const SEPARATOR = '#';
const SEPARATOR_CODE = SEPARATOR.charCodeAt(0);

/**
 * Read the items of a multi-attribute GSI's table for what joining the key's parts into one
 * string would change: a Number sort part sorts as text (`"10"` before `"9"`), unless
 * zero-padded to the width of its widest value (`widths`: whole, never negative values only), a
 * Binary sort part sorts by its base64 text, a value holding the separator `#` makes keys
 * ambiguous, and a value that starts another one which goes on with a character sorting before
 * `#` swaps the two (`"a"` after `"a!"`). Items with some parts but not all stay out of the
 * index, as before: a template renders only when every field is present. Each warning names an
 * item (its entity and place in the input) and the attribute.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * synthesisWarnings(tournaments, table, byRoundNumber).widths.get('round'); // 2 when 10 is the widest
 */
export function synthesisWarnings(
  design: Design,
  table: Table,
  gsi: GlobalSecondaryIndex
): { warnings: SynthesisWarning[]; widths: ReadonlyMap<string, number> } {
  const key = gsiKeySchema(gsi);
  const parts = [...key.partition, ...key.sort];
  const resolved = resolveItems(design, table, []);
  const slots = parts.map((a) => resolved.keyAttributes.findIndex((k) => k.name === a.name));
  const texts = parts.map(() => new Map<string, number>());
  const warnings: SynthesisWarning[] = [];
  const hashes = parts.map((): number[] => []);
  const invalid = parts.map((): [number, string][] => []);
  const partial: number[] = [];
  for (let o = 0; o < resolved.count; o++) {
    let present = 0;
    parts.forEach((a, i) => {
      const v = resolved.keyValue(o, slots[i]!);
      if (v === undefined) return;
      present++;
      const role = i < key.partition.length ? 'partition' : 'sort';
      const problem = keyValueProblem(a.name, v, a.type, role);
      if (problem) invalid[i]!.push([o, problem.message]);
      const text = valueText(v) ?? '';
      if (!texts[i]!.has(text)) texts[i]!.set(text, o);
      if (text.includes(SEPARATOR)) hashes[i]!.push(o);
    });
    if (present > 0 && present < parts.length) partial.push(o);
  }
  const item = (o: number) => itemName(resolved, o);
  parts.forEach((a, i) => {
    const [first] = hashes[i]!;
    if (first !== undefined)
      warnings.push({
        kind: 'ambiguous',
        message: `${a.name} of ${item(first)} is ${JSON.stringify(textOf(resolved, first, slots[i]!))}, which holds the separator "${SEPARATOR}"${more(hashes[i]!.length)}: the synthetic key cannot be split back into its parts, and two different sets of parts can give one key`
      });
    const [bad] = invalid[i]!;
    if (bad)
      warnings.push({
        kind: 'invalid',
        message: `${a.name} of ${item(bad[0])} is refused as a key part (${bad[1]})${more(invalid[i]!.length)}: the multi-attribute index leaves such an item out, the synthetic key holds the value as text`
      });
  });
  const widths = new Map<string, number>();
  key.sort.forEach((a, j) => {
    const i = key.partition.length + j;
    const last = j === key.sort.length - 1;
    const w = sortWarning(a, texts[i]!, last, item);
    if (w.width !== undefined) widths.set(a.name, w.width);
    if (w.warning) warnings.push(w.warning);
  });
  const [gap] = partial;
  if (gap !== undefined) {
    const missing = parts.find((_, i) => resolved.keyValue(gap, slots[i]!) === undefined)!;
    warnings.push({
      kind: 'missing-part',
      message: `${item(gap)} has no ${missing.name}${more(partial.length)}: such an item stays out of the index, as with the multi-attribute key, since the synthetic key is written only when every part is present`
    });
  }
  return { warnings, widths };
}

/** How a sort part sorts once written into the string, and the padding that keeps a Number's order. */
function sortWarning(
  a: KeyAttribute,
  texts: ReadonlyMap<string, number>,
  last: boolean,
  item: (o: number) => string
): { width?: number; warning?: SynthesisWarning } {
  if (a.type === 'B')
    return texts.size > 1
      ? {
          warning: {
            kind: 'order',
            message: `${a.name} is Binary: written into the string as base64 text, it sorts by that text, not by its bytes`
          }
        }
      : {};
  if (a.type === 'N') {
    let width = 1;
    for (const [text, o] of texts) {
      // valueText spells a Number canonically: a whole, never negative one is digits alone.
      if (!/^\d+$/.test(text))
        return {
          warning: {
            kind: 'order',
            message: `${a.name} of ${item(o)} is ${text}: zero-padding keeps a Number's order in a string only for whole, never negative values, so with this one the synthetic key sorts ${a.name} as text ("10" before "9", "-1" after "-2")`
          }
        };
      width = Math.max(width, text.length);
    }
    return {
      width,
      warning: {
        kind: 'padded',
        message: `${a.name} is a Number: written zero-padded to ${width} digit${width === 1 ? '' : 's'} (\${${a.name}:${width}}), its widest value, so it sorts as before; a value wider than ${width} digit${width === 1 ? '' : 's'}, negative or with a fraction would sort out of order`
      }
    };
  }
  if (last) return {};
  // A value that starts another, which goes on with a character sorting before the separator.
  for (const [text, o] of texts)
    for (let c = 1; c < text.length; c++)
      if (text.charCodeAt(c) < SEPARATOR_CODE && texts.has(text.slice(0, c)))
        return {
          warning: {
            kind: 'order',
            message: `${a.name} of ${item(o)} is ${JSON.stringify(text)}, which goes on from ${JSON.stringify(text.slice(0, c))} with a character sorting before "${SEPARATOR}": in the synthetic key it sorts before that value, after it as a key part`
          }
        };
  return {};
}

function itemName(resolved: ResolvedTable, o: number): string {
  const entity = resolved.entityOf(o);
  return `${entity === null ? 'the table item' : `the ${entity} item`} at ${resolved.sourceOf(o)}`;
}

function textOf(resolved: ResolvedTable, o: number, slot: number): string {
  const v = resolved.keyValue(o, slot);
  return v ? (valueText(v) ?? '') : '';
}

function more(count: number): string {
  return count > 1 ? ` (and ${count - 1} more item${count === 2 ? '' : 's'})` : '';
}
