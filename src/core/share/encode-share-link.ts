import { nativeDesign } from '../formats/native-design.ts';
import type { Design } from '../model/design.ts';
import { toBase64Url } from './base64-url.ts';
import { readStream } from './read-stream.ts';
import { SHARE_LINK } from './share-link-format.ts';

export type ShareLinkResult =
  | { readonly ok: true; readonly fragment: string }
  | { readonly ok: false; readonly length: number; readonly error: string };

/**
 * The URL fragment (`#design=1.…`) that carries a design, compressed with the platform's
 * CompressionStream (see `SHARE_LINK`). A design whose fragment would pass
 * `SHARE_LINK.maxFragment` characters is refused with a message saying to export a file.
 *
 * @example
 * const r = await encodeShareLink(design);
 * if (r.ok) navigator.clipboard.writeText(location.origin + location.pathname + r.fragment);
 */
export async function encodeShareLink(design: Design): Promise<ShareLinkResult> {
  const json = new TextEncoder().encode(JSON.stringify(nativeDesign(design)));
  const compressed = new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  // The compressed form of a design is smaller than its JSON: that bounds the read.
  const read = await readStream(compressed, json.length + 1024);
  if (!read.ok) throw new Error('deflate grew the design past its own size');
  const fragment = `#${SHARE_LINK.param}=${SHARE_LINK.scheme}.${toBase64Url(read.bytes)}`;
  if (fragment.length <= SHARE_LINK.maxFragment) return { ok: true, fragment };
  return {
    ok: false,
    length: fragment.length,
    error: `this design needs a link of ${fragment.length.toLocaleString('en-US')} characters, more than the ${SHARE_LINK.maxFragment.toLocaleString('en-US')} a Keyscope link may have (chat and mail tools cut longer ones); export it as a file and send the file instead`
  };
}
