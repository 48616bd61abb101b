import type { AccessPattern } from '../model/design.ts';
import { parseTemplate } from '../templates/parse-template.ts';

/**
 * The parameters an access pattern needs: the placeholders of its partition key template, then
 * of its sort key value and upper bound, each once, in order of first use. Templates that do
 * not parse contribute nothing (their error is shown where they are edited).
 *
 * @example
 * patternParameterNames({ ...p, partitionKey: 'GAME#${gameId}', sortKey: { operator: '=', value: 'USER#${username}' } });
 * // ['gameId', 'username']
 */
export function patternParameterNames(
  pattern: Pick<AccessPattern, 'partitionKey' | 'sortKey' | 'morePartitionKeys' | 'moreSortKeys'>
): string[] {
  const names: string[] = [];
  // A multi-attribute index's pattern: every partition template, then each sort condition's.
  const conditions = pattern.sortKey ? [pattern.sortKey, ...(pattern.moreSortKeys ?? [])] : [];
  const sources = [
    pattern.partitionKey,
    ...(pattern.morePartitionKeys ?? []),
    ...conditions.flatMap((c) => [c.value, c.upper])
  ];
  for (const source of sources) {
    if (source === undefined) continue;
    const parsed = parseTemplate(source);
    if (!parsed.ok) continue;
    for (const f of parsed.template.fields) if (!names.includes(f)) names.push(f);
  }
  return names;
}
