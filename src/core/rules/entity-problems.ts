import { gsiKeySchema } from '../model/gsi-key-schema.ts';
import type { Design } from '../model/design.ts';
import type { FieldProblem } from './field-problem.ts';

/**
 * Entity attributes whose declared type disagrees with the key they are (S, N or B), as
 * `attribute:<i>` problems.
 */
export function entityProblems(design: Design, entity: number): FieldProblem[] {
  const e = design.entities[entity];
  const table = e && design.tables.find((t) => t.name === e.table);
  if (!e || !table) return [];
  const keys = new Map<string, string>();
  for (const k of [
    table.partitionKey,
    table.sortKey,
    ...table.globalSecondaryIndexes.flatMap((g) => {
      const key = gsiKeySchema(g);
      return [...key.partition, ...key.sort];
    }),
    ...table.localSecondaryIndexes.map((l) => l.sortKey)
  ])
    if (k && !keys.has(k.name)) keys.set(k.name, k.type);
  const out: FieldProblem[] = [];
  e.attributes.forEach((a, i) => {
    const type = keys.get(a.name);
    if (type && type !== a.type)
      out.push({
        field: `attribute:${i}`,
        code: 'key.type-conflict',
        severity: 'error',
        message: `"${a.name}" is a key attribute of type ${type} in table "${table.name}"; declare it ${type} or rename it`
      });
  });
  return out;
}
