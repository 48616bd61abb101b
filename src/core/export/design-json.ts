import type { Design } from '../model/design.ts';
import { nativeDesign } from '../formats/native-design.ts';

/**
 * The native `keyscope.design` file of a design: pretty JSON (two-space indent, a final newline)
 * in the current format version, which `loadDesignText` reads back as the same design.
 *
 * @example
 * designJson(design).startsWith('{\n  "format": "keyscope.design",\n  "version": 2'); // true
 */
export function designJson(design: Design): string {
  return JSON.stringify(nativeDesign(design), null, 2) + '\n';
}
