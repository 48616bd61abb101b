import { fileBase } from '../core/text/file-base.ts';
import type { ListedEntry } from './library-schema.ts';
import type { ReadDesign } from './read-stored-design.ts';
import { storedJson } from './stored-json.ts';

/** A file of what the library holds of one design, for the user to keep. */
export interface RecoveredFile {
  readonly fileName: string;
  readonly mediaType: string;
  readonly text: string | Blob;
  /** `design`: the stored design text as it is; `record`: its records, the text being lost. */
  readonly holds: 'design' | 'record';
}

/**
 * What can be recovered of a stored design, as a file: its text as stored (a string or a Blob,
 * not reread, so even text the loader refuses can be mended by hand), or, when the record has
 * no text left, both of its records as JSON with what was wrong with them. The records are
 * written out as they were read (`storedJson`): nothing of them is dropped.
 *
 * @example
 * const file = recoveredFile(entry, readStoredDesign(rawDesign), rawEntry, rawDesign);
 * downloadText(document, file.fileName, file.mediaType, file.text);
 */
export function recoveredFile(
  entry: ListedEntry,
  design: ReadDesign,
  rawEntry: unknown,
  rawDesign: unknown
): RecoveredFile {
  const base = fileBase(entry.name);
  if (design.text !== null)
    return {
      fileName: `${base}.recovered.keyscope.json`,
      mediaType: 'application/json',
      text: design.text,
      holds: 'design'
    };
  const record = {
    format: 'keyscope.recovered-library-record',
    about:
      "What this browser's design library held of a design whose text could not be recovered: its entry (name, counts, times) and its design record, as they were stored.",
    damage: [...entry.damage, ...design.damage].map((d) => d.message),
    entry: storedJson(rawEntry),
    design: storedJson(rawDesign)
  };
  return {
    fileName: `${base}.recovered-record.json`,
    mediaType: 'application/json',
    text: JSON.stringify(record, null, 2) + '\n',
    holds: 'record'
  };
}
