import { importDesignText, importSizeProblem } from '../core/formats/import-design-text.ts';
import type { LoadOptions } from '../core/formats/item-counter.ts';
import type { LoadResult } from '../core/formats/load-design.ts';

/**
 * What a design is read from in a worker: a file, or a design the library stored as a Blob
 * (UTF-8 bytes), or text (pasted, or stored as a string). A Blob costs the page nothing to post
 * or keep: its bytes stay with the browser until the worker reads them.
 */
export type DesignInput = Blob | string;

/** Reads a Blob's bytes at once: FileReaderSync in a worker; Node tests pass their own. */
export type ReadBlob = (blob: Blob) => Uint8Array;

/**
 * Load the design `input` holds exactly as the studio loads a file (`importDesignText`: the
 * import cap, strict UTF-8 from the bytes, the loader's validation and findings). A Blob over
 * the cap is refused before it is read.
 *
 * @example
 * loadInput(file, 'big.json', (b) => new Uint8Array(new FileReaderSync().readAsArrayBuffer(b)));
 */
export function loadInput(
  input: DesignInput,
  label: string,
  read: ReadBlob | null,
  options: LoadOptions = {}
): LoadResult {
  if (typeof input === 'string') return importDesignText(input, label, options);
  const tooBig = importSizeProblem(input.size, label);
  if (tooBig)
    return {
      ok: false,
      findings: [{ severity: 'error', code: 'import.too-large', message: tooBig, path: '$' }]
    };
  if (!read) throw new Error(`cannot read ${label} here: no Blob reader was given`);
  return importDesignText(read(input), label, options);
}
