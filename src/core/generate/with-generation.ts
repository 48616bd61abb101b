import type { Design } from '../model/design.ts';
import type { GenerationSettings } from '../model/generation.ts';

/**
 * A design carrying `settings` as its generation (how its sample items are made), or none when
 * the settings have no run and no rule; the design itself when it already carries them. The
 * studio keeps its authored design and its generation settings together through this, so what
 * is saved, exported and put in a link is one design, settings included.
 *
 * @example
 * withGeneration(design, { runs: [{ perEntity: 100, seed: 1 }] }).generation?.runs.length; // 1
 */
export function withGeneration(design: Design, settings: GenerationSettings): Design {
  const empty = settings.runs.length === 0 && !settings.rules?.length;
  if (empty) {
    if (design.generation === undefined) return design;
    const { generation: _g, ...rest } = design;
    return rest;
  }
  return design.generation === settings ? design : { ...design, generation: settings };
}
