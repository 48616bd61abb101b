import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { MultiKeySchema } from '../model/multi-key-schema.ts';

const MAX = DYNAMODB_LIMITS.gsiKeyAttributes;

/**
 * What is wrong with a GSI's multi-attribute key schema, located by the index's name, with the
 * fix; null when DynamoDB would take it. Its partition key needs 1 to 4 attributes and its sort
 * key at most 4, each typed S, N or B, and no attribute may be named twice in the key (the docs
 * are silent on a repeat; CreateTable refuses one in any KeySchema, so Keyscope does too).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * multiKeyProblem('ByRegion', { partition: [], sort: [] });
 * // 'index "ByRegion": its partition key has no attribute; give it 1 to 4'
 */
export function multiKeyProblem(index: string, key: MultiKeySchema): string | null {
  const at = `index "${index}"`;
  if (key.partition.length === 0)
    return `${at}: its partition key has no attribute; give it 1 to ${MAX}`;
  for (const [part, list] of [
    ['partition', key.partition],
    ['sort', key.sort]
  ] as const) {
    if (list.length > MAX)
      return `${at}: its ${part} key has ${list.length} attributes; a GSI's ${part} key takes at most ${MAX}, so drop ${list.length - MAX}`;
    for (const [i, a] of list.entries())
      if (a.type !== 'S' && a.type !== 'N' && a.type !== 'B')
        return `${at}: ${part} key attribute ${i + 1} ("${a.name}") has type "${String(a.type)}"; a key attribute is S, N or B`;
  }
  const seen = new Set<string>();
  for (const a of [...key.partition, ...key.sort]) {
    if (seen.has(a.name))
      return `${at}: attribute "${a.name}" is in its key twice; name each key attribute once`;
    seen.add(a.name);
  }
  return null;
}
