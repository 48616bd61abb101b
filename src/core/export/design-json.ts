import type { Design } from '../model/design.ts';
import { nativeDesign } from '../formats/native-design.ts';
import { withProvenance } from './with-provenance.ts';

/**
 * The native `keyscope.design` file of a design: pretty JSON (two-space indent, a final newline)
 * in the current format version, which `loadDesignText` reads back as the same design.
 * `provenance` (where a live set's items were read, `ExportRequest.provenance`) is written in
 * the design's `description`, after the design's own (`withProvenance`): a free-text field the
 * format already has, so the file keeps its version and reads back with the note in its
 * description.
 *
 * @example
 * designJson(design).startsWith('{\n  "format": "keyscope.design",\n  "version": 4'); // true
 */
export function designJson(design: Design, options: { provenance?: string } = {}): string {
  const description = withProvenance(design.description, options.provenance);
  // Undefined only when the design has none and there is no note: the design as it is.
  const described = description === undefined ? design : { ...design, description };
  return JSON.stringify(nativeDesign(described), null, 2) + '\n';
}
