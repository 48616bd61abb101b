import type { Design } from '../model/design.ts';
import { isMultiKey } from '../model/is-multi-key.ts';
import { synthesizeMultiKey, type SyntheticKey } from '../fixes/synthesize-multi-key.ts';

/**
 * The design with every multi-attribute GSI of the named tables keyed by synthetic strings
 * instead (`synthesizeMultiKey`, one index after another), for a format that holds one
 * attribute per key (the NoSQL Workbench model), and notes for the user: per index, the
 * attributes and templates it is written with, then each warning of the synthesis (where the
 * synthetic key may order or hold items otherwise). An index that cannot take one stays as it
 * is, with a note saying why.
 *
 * @example
 * withSyntheticKeys(tournaments, ['TournamentMatches']).notes[0];
 * // 'index "TournamentRegionIndex" of "TournamentMatches" is written with synthetic keys …'
 */
export function withSyntheticKeys(
  design: Design,
  tables: readonly string[]
): { design: Design; notes: string[] } {
  const notes: string[] = [];
  let out = design;
  for (const table of design.tables) {
    if (!tables.includes(table.name)) continue;
    for (const gsi of table.globalSecondaryIndexes) {
      if (!isMultiKey(gsi)) continue;
      const where = `index "${gsi.name}" of "${table.name}"`;
      const s = synthesizeMultiKey(out, table.name, gsi.name);
      if (!s.ok) {
        notes.push(`${where} could not take synthetic keys: ${s.why}`);
        continue;
      }
      out = s.design;
      const keys = [
        describe('partition', s.partition),
        ...(s.sort ? [describe('sort', s.sort)] : [])
      ];
      notes.push(
        `${where} is written with synthetic keys, since a NoSQL Workbench model holds one attribute per key: ${keys.join('; ')}. Every item with all the parts carries them written out; an item lacking one stays out of the index, as before`
      );
      for (const w of s.warnings) notes.push(`${where}: ${w.message}`);
    }
  }
  return { design: out, notes };
}

function describe(part: string, key: SyntheticKey): string {
  return `${part} ${key.attribute.name} = ${key.template} (from ${key.parts.join(' + ')})`;
}
