import { nativeDesign } from '../core/formats/native-design.ts';
import type { Design } from '../core/model/design.ts';

/**
 * A design's native JSON text as the library stores it — exactly
 * `JSON.stringify(nativeDesign(design))`, what the page's `serializeDesign` writes — as a
 * Blob: the worker writes it, and neither posting it to the page nor storing it in IndexedDB
 * copies its bytes on the page's main thread.
 *
 * @example
 * postMessage({ kind: 'design-text', text: designText(design) });
 */
export function designText(design: Design): Blob {
  return new Blob([JSON.stringify(nativeDesign(design))], { type: 'application/json' });
}
