import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { Design } from '../core/model/design.ts';
import { nativeDesign } from '../core/formats/native-design.ts';

export interface SerializeOptions {
  /** Longest stretch of work between pauses, in ms. */
  readonly sliceMs?: number;
  readonly now?: () => number;
  /** Gives the main thread back (a macrotask by default). */
  readonly pause?: () => Promise<void>;
}

/**
 * A design's native JSON text (compact), written in slices of at most `sliceMs` so the page
 * stays responsive while a large design is saved: items are stringified one by one and the
 * work pauses whenever the slice is used up. The text is exactly
 * `JSON.stringify(nativeDesign(design))`. Items are immutable, so a design captured before
 * the first pause is written as it was, whatever edits arrive meanwhile.
 *
 * @example
 * const text = await serializeDesign(design); // then one put() of a string, which clones fast
 */
export async function serializeDesign(
  design: Design,
  options: SerializeOptions = {}
): Promise<string> {
  const sliceMs = options.sliceMs ?? 8;
  const now = options.now ?? (() => performance.now());
  const pause = options.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  let sliceStart = now();
  const items = async (list: readonly AttributeMap[]): Promise<string> => {
    const parts: string[] = [];
    for (const item of list) {
      parts.push(JSON.stringify(item));
      if (now() - sliceStart >= sliceMs) {
        await pause();
        sliceStart = now();
      }
    }
    return `[${parts.join(',')}]`;
  };
  // Each table and entity document ends with its `items` (nativeDesign's field order):
  // stringify it with no items, then put the items in front of the closing brace.
  const withItems = async (doc: unknown, list: readonly AttributeMap[]): Promise<string> => {
    const shell = JSON.stringify({ ...(doc as object), items: [] });
    return `${shell.slice(0, -3)}${await items(list)}}`;
  };
  const doc = nativeDesign(design);
  const { tables: _t, entities: _e, accessPatterns, workload, generation, ...head } = doc;
  const tables: string[] = [];
  for (const [i, t] of doc.tables.entries())
    tables.push(await withItems(t, design.tables[i]!.items));
  const entities: string[] = [];
  for (const [i, e] of doc.entities.entries())
    entities.push(await withItems(e, design.entities[i]!.items));
  const top = JSON.stringify(head).slice(0, -1);
  const load = workload === undefined ? '' : `,"workload":${JSON.stringify(workload)}`;
  const runs = generation === undefined ? '' : `,"generation":${JSON.stringify(generation)}`;
  return `${top},"tables":[${tables.join(',')}],"entities":[${entities.join(',')}],"accessPatterns":${JSON.stringify(accessPatterns)}${load}${runs}}`;
}
