/**
 * Words no binding may take in a strict-mode module: the reserved words, the strict-mode ones,
 * and the names that would shadow what every program needs (`undefined`, `arguments`…).
 * https://tc39.es/ecma262/#sec-keywords-and-reserved-words
 */
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export ' +
    'extends false finally for function if import in instanceof new null return super switch ' +
    'this throw true try typeof var void while with yield let static implements interface ' +
    'package private protected public arguments eval undefined NaN Infinity globalThis ' +
    // CommonJS's module wrapper, which tsx runs a file in when no package.json says "module".
    'require module exports __filename __dirname'
  ).split(' ')
);

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
    while (RESERVED.has(id) || taken.has(id) || used.has(id)) id += '_';
    out.set(name, id);
    used.add(id);
  }
  return out;
}
