import type { GenerationRun, GenerationSettings } from './generation-settings.ts';

/**
 * Generation settings that still make the same items after an edit added or removed entities.
 * Runs name entities by position (`only`), and a run without `only` means every entity, so:
 * entities added after a run are pinned out of it (they had no items from it, and reopening the
 * design must not give them some), and removed ones are dropped from `only` while the others
 * keep their new positions (a run left with no entity is dropped), and so are their value rules. Entity names are unique, so
 * `before` and `after` (the names before and after the edit) say which entity went where.
 * Returns `settings` itself when nothing changes.
 *
 * @example
 * followEntities({ runs: [{ perEntity: 10, seed: 1 }] }, ['User'], ['User', 'Game']);
 * // { runs: [{ perEntity: 10, seed: 1, only: [0] }] }
 */
export function followEntities(
  settings: GenerationSettings,
  before: readonly string[],
  after: readonly string[]
): GenerationSettings {
  if (before.length === after.length) return settings;
  // A removed entity's value rules go with it.
  const rules = settings.rules?.filter((r) => after.includes(r.entity));
  const kept = rules?.length ? { rules } : {};
  if (settings.runs.length === 0)
    return rules?.length === settings.rules?.length ? settings : { runs: [], ...kept };
  const to = before.map((name) => after.indexOf(name));
  const every = before.map((_, i) => i);
  const runs: GenerationRun[] = [];
  for (const run of settings.runs) {
    const only = (run.only ?? every).flatMap((e) =>
      to[e] === undefined || to[e] < 0 ? [] : [to[e]]
    );
    if (only.length === 0) continue;
    // A run over every entity stays one while no entity joined.
    const everyone = run.only === undefined && after.length <= before.length;
    runs.push(everyone ? run : { ...run, only });
  }
  return { runs, ...kept };
}
