import { importElectroDb } from './import-electrodb.ts';
import { importOneTable } from './import-onetable.ts';
import { importToolbox } from './import-toolbox.ts';
import type { LibraryImport } from './library-import.ts';
import type { LibraryKind } from './library-model-kind.ts';

const IMPORTERS = new Map<LibraryKind, (raw: unknown) => LibraryImport>([
  ['electrodb', importElectroDb],
  ['toolbox', importToolbox],
  ['onetable', importOneTable]
]);

/**
 * A library's JSON model (`libraryModelKind` says which) as a Keyscope design: tables, indexes
 * and entities with their key templates, no items. The model is data read field by field; no
 * code of the user's is ever run. Every problem is a finding at its JSON path.
 *
 * @example
 * const kind = libraryModelKind(raw);
 * if (kind) importLibraryModel(raw, kind).design.entities; // [{ name: 'User', keys: { PK: 'USER#${id}' }, … }]
 */
export function importLibraryModel(raw: unknown, kind: LibraryKind): LibraryImport {
  return IMPORTERS.get(kind)!(raw);
}
