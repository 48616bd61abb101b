import { parseQueryArgs } from './parse-query-args.ts';

/** Files from this size up may need more than Node's default heap (about 4 GiB at most). */
export const LARGE_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The heap limit (MiB) to run the CLI with for these arguments, or null to keep the current
 * one. Checking a design takes about 23 times the file's size in memory (a 253 MiB design of 3.3
 * million items peaked at 5.7 GB, writing a 2.4 GB report), past Node's default heap limit, which
 * does not grow with the machine: so for a large design file, ask for up to three quarters of
 * the machine's memory. Standard input's size is not known beforehand and keeps the default.
 *
 * @example
 * heapLimitFor(['check', 'big.json'], 200 * 2 ** 20, 16 * 2 ** 30, 4 * 2 ** 30); // 12288
 * heapLimitFor(['check', 'small.json'], 2 ** 20, 16 * 2 ** 30, 4 * 2 ** 30); // null
 */
export function heapLimitFor(
  argv: readonly string[],
  fileBytes: number | null,
  totalMemoryBytes: number,
  currentLimitBytes: number
): number | null {
  if (fileBytes === null || fileBytes < LARGE_FILE_BYTES) return null;
  const wanted = Math.floor((totalMemoryBytes * 0.75) / 2 ** 20);
  return wanted > currentLimitBytes / 2 ** 20 && designFileOf(argv) !== null ? wanted : null;
}

/** The design file the arguments name (null for none, or for `-`, standard input). */
export function designFileOf(argv: readonly string[]): string | null {
  const [command, ...rest] = argv;
  const file =
    command === 'check'
      ? rest.filter((a) => !a.startsWith('--'))[0]
      : command === 'query'
        ? (() => {
            const parsed = parseQueryArgs(rest);
            return parsed.ok ? parsed.file : undefined;
          })()
        : undefined;
  return file === undefined || file === '-' ? null : file;
}
