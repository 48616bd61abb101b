import { readFile, stat } from 'node:fs/promises';
import { loadDesignText, type LoadResult } from '../core/formats/load-design.ts';
import { decodeShareLink } from '../core/share/decode-share-link.ts';

/** Refuse files that cannot be a design before reading them whole (V8 cannot hold a string over ~512 MiB anyway). */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

export type ReadResult = LoadResult | { ok: false; unreadable: string };

/**
 * Read and load a design as the studio opens one: a file (a Keyscope design of any version, a
 * NoSQL Workbench model, with or without a UTF-8 byte order mark), or a share link (a URL or
 * fragment with `#design=`). An unreadable file is reported with the OS's reason.
 */
export async function readDesignFile(file: string): Promise<ReadResult> {
  if (/^(https?:\/\/|#)/i.test(file)) return decodeShareLink(file);
  try {
    const s = await stat(file);
    if (s.isDirectory())
      return { ok: false, unreadable: `${file} is a directory; give a design file (.json)` };
    if (s.size > MAX_FILE_BYTES)
      return {
        ok: false,
        unreadable: `${file} is ${s.size} bytes; keyscope reads files up to ${MAX_FILE_BYTES} bytes`
      };
    return loadDesignText(await readFile(file, 'utf8'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EACCES'
          ? 'permission denied'
          : (e as Error).message;
    return { ok: false, unreadable: `cannot read ${file}: ${why}` };
  }
}

/** The reason a failed read gives, one line per finding. */
export function unreadableMessage(loaded: ReadResult & { ok: false }): string {
  return 'unreadable' in loaded
    ? loaded.unreadable
    : loaded.findings.map((f) => `${f.path}: ${f.message}`).join('\n');
}
