import type { AttributeMap, AttributeValue } from '../model/attribute-value.ts';
import { emptyMap, getAttr } from '../model/attribute-value.ts';
import type { DocumentPath } from './parse-projection-expression.ts';

/** A projection being built: maps keep their paths' order, lists are compacted by index. */
type Built =
  | { kind: 'value'; value: AttributeValue }
  | { kind: 'map'; entries: Map<string, Built> }
  | { kind: 'list'; entries: Map<number, Built> };

/**
 * Keep only the document paths a ProjectionExpression names. A path that leads nowhere (a
 * missing attribute, an index past a list's end, a name inside a non-map) is left out; list
 * elements come back in index order with the gaps closed, as DynamoDB returns `a[0], a[2]`
 * as a two-element list. Paths are assumed checked (no overlaps or conflicts).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.ProjectionExpressions.html
 *
 * @example
 * projectItem({ a: { L: [{ S: 'x' }, { S: 'y' }] }, b: { S: 'z' } }, [['a', 1]]);
 * // { a: { L: [{ S: 'y' }] } }
 */
export function projectItem(item: AttributeMap, paths: readonly DocumentPath[]): AttributeMap {
  const root = new Map<string, Built>();
  for (const path of paths) {
    const value = resolvePath(item, path);
    if (!value) continue;
    let entries: Map<string | number, Built> = root as Map<string | number, Built>;
    for (const [i, piece] of path.entries()) {
      if (i === path.length - 1) {
        entries.set(piece, { kind: 'value', value });
        break;
      }
      let next = entries.get(piece);
      if (!next) {
        next =
          typeof path[i + 1] === 'number'
            ? { kind: 'list', entries: new Map() }
            : { kind: 'map', entries: new Map() };
        entries.set(piece, next);
      }
      entries = (next as { entries: Map<string | number, Built> }).entries;
    }
  }
  const out = emptyMap();
  for (const [name, built] of root) out[name] = finish(built);
  return out;
}

/** The value at a document path, or undefined when the path leads nowhere. */
export function resolvePath(item: AttributeMap, path: DocumentPath): AttributeValue | undefined {
  let value: AttributeValue | undefined = getAttr(item, path[0] as string);
  for (const piece of path.slice(1)) {
    if (!value) return undefined;
    if (typeof piece === 'number') value = 'L' in value ? value.L[piece] : undefined;
    else value = 'M' in value ? getAttr(value.M, piece) : undefined;
  }
  return value;
}

function finish(b: Built): AttributeValue {
  if (b.kind === 'value') return b.value;
  if (b.kind === 'list')
    return { L: [...b.entries].sort(([x], [y]) => x - y).map(([, v]) => finish(v)) };
  const m = emptyMap();
  for (const [name, v] of b.entries) m[name] = finish(v);
  return { M: m };
}
