/**
 * A variable name for each parameter, valid in Python and in a POSIX shell alike: its own name
 * when it is a plain ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`) that `blocked` allows, else its
 * characters outside `[A-Za-z0-9_]` as `_` behind `prefix`; then `_` added while the name is
 * blocked or already given. `blocked` holds what the language reserves and what the program
 * itself binds, so a parameter never shadows either.
 *
 * @example
 * plainIdentifiers(['gameId', 'user-id', 'class'], (n) => n === 'class', 'param_');
 * // Map { 'gameId' => 'gameId', 'user-id' => 'param_user_id', 'class' => 'param_class' }
 */
export function plainIdentifiers(
  names: readonly string[],
  blocked: (name: string) => boolean,
  prefix: string
): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  for (const name of names) {
    if (out.has(name)) continue;
    let id =
      /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !blocked(name)
        ? name
        : prefix + name.replace(/[^A-Za-z0-9_]/g, '_');
    while (blocked(id) || used.has(id)) id += '_';
    out.set(name, id);
    used.add(id);
  }
  return out;
}
