import { definedFields } from './defined-fields.ts';

/**
 * A workload list (access patterns' or entities' loads) with the entry named `name` in its
 * `field` patched: it keeps its place (a new one goes last), and an entry left with nothing but
 * its name is dropped, since it says nothing the defaults do not.
 *
 * @example
 * patchLoadEntry(w.accessPatterns, 'pattern', 'Get user', { rate: 5 }); // [..., { pattern: 'Get user', rate: 5 }]
 */
export function patchLoadEntry<F extends string, T extends { readonly [K in F]: string }>(
  list: readonly T[],
  field: F,
  name: string,
  patch: object
): T[] {
  const at = list.findIndex((l) => l[field] === name);
  const old = list[at] ?? { [field]: name };
  const next = definedFields({ ...old, ...patch, [field]: name }) as T;
  const rest = list.filter((l) => l[field] !== name);
  if (Object.keys(next).length <= 1) return rest;
  rest.splice(at < 0 ? rest.length : at, 0, next);
  return rest;
}
