import {
  readGenerationSettings,
  type GenerationSettings
} from '../core/generate/generation-settings.ts';
import { isPlainObject } from '../core/json/is-plain-object.ts';
import { ownField } from '../core/json/own-field.ts';
import type { Finding } from '../core/model/finding.ts';
import { describeStored } from './describe-stored.ts';
import type { RecordDamage } from './library-schema.ts';

/** A `designs` record as read: what of it can be used, and what is damaged. */
export interface ReadDesign {
  /** The design's text, or null when the record has none that can be read. */
  readonly text: string | Blob | null;
  /** The generation settings that can be replayed (bad runs and rules left out). */
  readonly generation: GenerationSettings;
  /** Where the generation settings were damaged, located like the design loader's findings. */
  readonly findings: readonly Finding[];
  readonly damage: readonly RecordDamage[];
}

/**
 * A `designs` record checked as it is read: its text (a string, or a Blob since version 3),
 * its generation settings (`readGenerationSettings`: bad runs reported and left out) and its
 * revision. The text itself is only read as a design when the design is opened, through the
 * design loader; here it is damaged only when it is not text at all, or the record is missing.
 *
 * @example
 * readStoredDesign({ id: 'a', revision: 1, text: 42, generation: { runs: [] } }).damage;
 * // [{ field: 'text', message: 'text is 42, not text or a Blob' }]
 */
export function readStoredDesign(raw: unknown): ReadDesign {
  if (!isPlainObject(raw))
    return {
      text: null,
      generation: { runs: [] },
      findings: [],
      damage: [
        {
          field: 'record',
          message:
            raw === undefined
              ? 'the design itself is missing from the library'
              : `the design's record is ${describeStored(raw)}, not an object`
        }
      ]
    };
  const damage: RecordDamage[] = [];
  const rawText = ownField(raw, 'text');
  const text = typeof rawText === 'string' || rawText instanceof Blob ? rawText : null;
  if (text === null)
    damage.push({
      field: 'text',
      message: `text is ${describeStored(rawText)}, not text or a Blob`
    });
  const revision = ownField(raw, 'revision');
  if (!(typeof revision === 'number' && Number.isSafeInteger(revision) && revision >= 0))
    damage.push({
      field: 'revision',
      message: `revision is ${describeStored(revision)}, not a revision number`
    });
  const rawGeneration = ownField(raw, 'generation');
  // Every record is written with its settings: one without them lost them.
  if (rawGeneration === undefined)
    damage.push({ field: 'generation', message: 'generation is missing; no items are generated' });
  const generation = readGenerationSettings(rawGeneration);
  if (rawGeneration !== undefined && !isPlainObject(rawGeneration))
    damage.push({
      field: 'generation',
      message: `generation is ${describeStored(rawGeneration)}, not generation settings; no items are generated`
    });
  else
    for (const f of generation.findings)
      damage.push({ field: 'generation', message: `generation at ${f.path}: ${f.message}` });
  return { text, generation: generation.settings, findings: generation.findings, damage };
}
