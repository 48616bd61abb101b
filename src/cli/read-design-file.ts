import { readFile, stat } from 'node:fs/promises';
import { loadDesignBytes } from '../core/formats/load-design-bytes.ts';
import type { LoadResult } from '../core/formats/load-design.ts';
import { decodeShareLink } from '../core/share/decode-share-link.ts';

/** Refuse files that cannot be a design before reading them whole (V8 cannot hold a string over ~512 MiB anyway). */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** The file name that means standard input, as in Unix tools. */
export const STDIN = '-';

export type ReadResult = LoadResult | { ok: false; unreadable: string };

/**
 * Read and load a design as the studio opens one: a file (a Keyscope design of any version, a
 * NoSQL Workbench model, with or without a UTF-8 byte order mark), standard input for `-`, or a
 * share link (a URL or fragment with `#design=`). An unreadable file is reported with the OS's
 * reason. Bytes go to the core loader undecoded: it refuses what is not UTF-8.
 */
export async function readDesignFile(
  file: string,
  stdin?: AsyncIterable<Uint8Array | string>
): Promise<ReadResult> {
  if (file === STDIN) return readStdin(stdin);
  if (/^(https?:\/\/|#)/i.test(file)) return decodeShareLink(file);
  try {
    const s = await stat(file);
    if (s.isDirectory())
      return { ok: false, unreadable: `${file} is a directory; give a design file (.json)` };
    if (s.size > MAX_FILE_BYTES) return { ok: false, unreadable: tooLarge(file, s.size) };
    return loadDesignBytes(await readFile(file));
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

function tooLarge(file: string, size: number | string): string {
  return `${file} is ${size} bytes; keyscope reads files up to ${MAX_FILE_BYTES} bytes`;
}

/** Standard input, whole, up to the same size limit as a file (stops reading past it). */
async function readStdin(
  stdin: AsyncIterable<Uint8Array | string> | undefined
): Promise<ReadResult> {
  if (!stdin) return { ok: false, unreadable: 'cannot read standard input here' };
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of stdin) {
      const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
      size += bytes.length;
      if (size > MAX_FILE_BYTES)
        return { ok: false, unreadable: tooLarge('standard input', `over ${MAX_FILE_BYTES}`) };
      parts.push(bytes);
    }
  } catch (e) {
    return { ok: false, unreadable: `cannot read standard input: ${(e as Error).message}` };
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return loadDesignBytes(all);
}
