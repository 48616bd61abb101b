import { JS_RESERVED_WORDS } from './js-reserved-words.ts';

/**
 * A TypeScript `const` name for a design's name (an entity, a table): runs of characters no
 * identifier may hold become `_`, a leading digit or a reserved word gets a `_` before it, and a
 * name already in `taken` gets a number after it. The name is added to `taken`, so names made
 * one after another never clash (nor with the module's imports, when `taken` starts with them).
 *
 * @example
 * const taken = new Set(['Entity']);
 * tsName('battle-royale', taken); // 'battle_royale'
 * tsName('Entity', taken); // 'Entity2'
 */
export function tsName(name: string, taken: Set<string>, suffix = ''): string {
  let base = name.replace(/[^A-Za-z0-9_$]+/g, '_') + suffix;
  if (!/^[A-Za-z_$]/.test(base)) base = `_${base}`;
  if (JS_RESERVED_WORDS.has(base)) base = `_${base}`;
  let out = base;
  for (let n = 2; taken.has(out); n++) out = `${base}${n}`;
  taken.add(out);
  return out;
}
