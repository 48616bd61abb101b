import { JS_RESERVED_WORDS } from './js-reserved-words.ts';

/**
 * A name for each parameter that is a valid, unique JavaScript identifier: its own name when it
 * is one (plain ASCII, so every parser reads it the same), else its characters outside
 * `[A-Za-z0-9_]` as `_`, a leading digit behind `_`; then `_` added while it is reserved, in
 * `taken` (the names the program itself binds) or already given. Names that differ only in
 * punctuation (`user-id`, `user_id`) get `user_id` and `user_id_`.
 *
 * @example
 * jsIdentifiers(['gameId', 'user-id', 'class'], new Set(['client']));
 * // Map { 'gameId' => 'gameId', 'user-id' => 'user_id', 'class' => 'class_' }
 */
export function jsIdentifiers(
  names: readonly string[],
  taken: ReadonlySet<string>
): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  for (const name of names) {
    if (out.has(name)) continue;
    let id = name.replace(/[^A-Za-z0-9_]/g, '_');
    if (id === '' || /^[0-9]/.test(id)) id = `_${id}`;
    while (JS_RESERVED_WORDS.has(id) || taken.has(id) || used.has(id)) id += '_';
    out.set(name, id);
    used.add(id);
  }
  return out;
}
