import { decodeShareLink } from '../core/share/decode-share-link.ts';
import type { LoadResult } from '../core/formats/load-design.ts';
import { cappedResult } from './capped-result.ts';
import { loadInput, type DesignInput, type ReadBlob } from './design-input.ts';

/** What a worker reads whole for the page: a share link (its hash) or a file, text or stored design. */
export type ReadWhat =
  | { readonly kind: 'link'; readonly link: string }
  | { readonly kind: 'input'; readonly input: DesignInput };

/**
 * Read a design for the page, off its main thread: a share link is decoded
 * (`decodeShareLink`), anything else loaded as a file is (`loadInput`). Unlike `openDesign`
 * the items are not kept: the whole design goes back to the page, which analyses designs this
 * small itself. The findings are capped as the page shows them (`cappedResult`), so a hostile
 * input's hundreds of thousands of findings are never cloned across.
 *
 * @example
 * const loaded = await readRequest({ kind: 'link', link: location.hash }, 'the link', null);
 */
export async function readRequest(
  what: ReadWhat,
  label: string,
  read: ReadBlob | null
): Promise<LoadResult> {
  const loaded =
    what.kind === 'link' ? await decodeShareLink(what.link) : loadInput(what.input, label, read);
  return cappedResult(loaded, label);
}
