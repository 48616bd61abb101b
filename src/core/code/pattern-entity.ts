import { entityKeyPlan } from '../libraries/entity-key-plan.ts';
import { runAccessPattern } from '../query/run-access-pattern.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { alignTemplate } from './align-template.ts';
import type { CodeContext } from './code-context.ts';
import { slotTemplate } from './slot-template.ts';

/**
 * The one entity an access pattern reads, for an entity library's query: the entity of the
 * items Keyscope reads for it on the design; when it reads none, the one entity whose partition
 * key template in the queried table or index the pattern's partition key is. Otherwise why not:
 * items of several entities (an item collection) or of none, named, and `collection` says what
 * the library would need for that.
 *
 * @example
 * patternEntity(context, 'ElectroDB reads them as a Service collection'); // 'UserGameMapping'
 */
export function patternEntity(c: CodeContext, collection: string): string | { why: string } {
  const run = runAccessPattern(c.analysis, c.pattern);
  const named = run.entities.filter((e): e is string => e !== null);
  if (run.entities.includes(null))
    return {
      why: `it reads items of no entity on the design, and a library model holds only entities`
    };
  if (named.length > 1)
    return {
      why: `it reads items of ${named.length} entities (${named.map((e) => `"${e}"`).join(', ')}), an item collection: ${collection}`
    };
  if (named.length === 1) return named[0]!;
  const table = c.design.tables.find((t) => t.name === c.pattern.table)!;
  const values = [c.pattern.partitionKey, ...(c.pattern.morePartitionKeys ?? [])];
  const candidates = c.design.entities.filter((e) => {
    if (e.table !== table.name) return false;
    const view = entityKeyPlan(table, e).views.find((v) => v.view.index === c.pattern.index);
    return view?.partition.every((slot, i) => {
      const value = parseTemplate(values[i] ?? '');
      const a =
        value.ok && alignTemplate(value.template.parts, slotTemplate(slot), () => undefined);
      return typeof a === 'object' && a.whole;
    });
  });
  if (candidates.length === 1) return candidates[0]!.name;
  return {
    why: `it reads no item on the design, and ${candidates.length ? `${candidates.length} entities (${candidates.map((e) => `"${e.name}"`).join(', ')})` : 'no entity'} could have that partition key`
  };
}
