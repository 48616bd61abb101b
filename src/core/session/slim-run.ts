import { emptyMap } from '../model/attribute-value.ts';
import type { PatternRun } from '../query/run-access-pattern.ts';

/**
 * A run with its first `entries` entries, their items reduced to identity (write order, entity,
 * source, rejection; no attributes and no keys), so it can cross to the page cheaply: a made
 * item links to its table's columns, which must stay where the analysis is.
 *
 * @example
 * slimRun(run, 500).entries[0]?.item.attributes; // {}
 */
export function slimRun(run: PatternRun, entries: number): PatternRun {
  const none = Object.freeze(emptyMap());
  return {
    ...run,
    entries: run.entries.slice(0, entries).map((e) => ({
      pk: e.pk,
      ...(e.sk ? { sk: e.sk } : {}),
      item: {
        order: e.item.order,
        entity: e.item.entity,
        source: e.item.source,
        attributes: none,
        keys: [],
        keyProblems: undefined,
        rejection: e.item.rejection
      }
    }))
  };
}
