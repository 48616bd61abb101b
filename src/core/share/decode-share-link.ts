import { importDesignText, MAX_IMPORT_BYTES } from '../formats/import-design-text.ts';
import type { LoadResult } from '../formats/load-design.ts';
import { fromBase64Url } from './base64-url.ts';
import { readStream } from './read-stream.ts';
import { SHARE_LINK } from './share-link-format.ts';

const PREFIX = `${SHARE_LINK.param}=`;

/**
 * Open the design a share link carries. Takes the whole link, its `#…` fragment or the fragment
 * without `#`. Every refusal is one finding that says where the link goes wrong (a character
 * base64url does not use, a cut link, data that does not decompress) and what to do; what
 * decodes goes through `importDesignText`, so the design is validated exactly as a file is, with
 * located findings, the import size cap applied to the decompressed text.
 *
 * @example
 * const r = await decodeShareLink(location.hash);
 * if (r.ok) openReadOnly(r.design); else show(r.findings);
 */
export async function decodeShareLink(link: string): Promise<LoadResult> {
  const hash = link.indexOf('#');
  const fragment = hash >= 0 ? link.slice(hash + 1) : link;
  if (!fragment.startsWith(PREFIX))
    return refuse(
      'link.not-a-design',
      `this is not a Keyscope design link: its fragment should start with "#${PREFIX}"`
    );
  if (fragment.length + 1 > SHARE_LINK.maxFragment)
    return refuse(
      'link.too-long',
      `the link's fragment is ${fragment.length + 1} characters, more than the ${SHARE_LINK.maxFragment} Keyscope writes; ask for the design as a file`
    );
  const body = fragment.slice(PREFIX.length);
  const dot = body.indexOf('.');
  const scheme = dot >= 0 ? body.slice(0, dot) : '';
  if (scheme !== SHARE_LINK.scheme)
    return refuse(
      'link.scheme',
      /^\d+$/.test(scheme)
        ? `this link was made by a newer Keyscope (link format ${scheme}; this build reads ${SHARE_LINK.scheme}); open it with a newer Keyscope`
        : `the link's design data should start with "${SHARE_LINK.scheme}.", got ${JSON.stringify(body.slice(0, 12))}; the link may have been cut or changed — ask for it again`
    );
  const data = body.slice(dot + 1);
  const bytes = fromBase64Url(data);
  if ('bad' in bytes)
    return refuse(
      'link.encoding',
      bytes.bad >= 0
        ? `the link's design data has ${JSON.stringify(data[bytes.bad])} at character ${bytes.bad + 1}, which base64url does not use; the link may have been changed — ask for it again`
        : `the link's design data is ${data.length} characters long, which base64url cannot be; the link was probably cut — ask for it again`
    );
  const inflated = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  let text: string;
  try {
    const read = await readStream(inflated, MAX_IMPORT_BYTES);
    if (!read.ok)
      return refuse(
        'import.too-large',
        `the design in the link inflates to more than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB, the most Keyscope imports; ask for the design as a file`
      );
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch (e) {
    return refuse(
      'link.corrupt',
      `the link's design data does not decompress (${e instanceof Error ? e.message : String(e)}); the link was probably cut or changed — ask for it again`
    );
  }
  return importDesignText(text, 'the design in the link');
}

function refuse(code: string, message: string): LoadResult {
  return { ok: false, findings: [{ severity: 'error', code, message, path: '$' }] };
}
