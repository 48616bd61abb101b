import { CODE_LANGUAGES } from '../core/code/code-languages.ts';
import { readFlags } from './read-flags.ts';

export type ParsedCodeArgs =
  | { ok: true; file: string; lang: string; pattern: string }
  | { ok: true; file: string; lang: string; all: true }
  | { ok: false; error: string };

const FLAGS = new Set(['--pattern', '--lang']);
const ALL = '--all';

/** The languages as the errors and the usage list them: `ts (TypeScript, …)`. */
function languages(): string {
  return [...CODE_LANGUAGES].map(([id, l]) => `${id} (${l.label})`).join(', ');
}

/**
 * Read `keyscope code <design> --pattern NAME|--all --lang ID`. Flags take their value as the
 * next argument or after `=` (a pattern name may hold spaces: quote it); `--all` takes none. Each
 * may be given once. Errors name the bad argument and what would be right: an unknown language
 * lists those `CODE_LANGUAGES` holds.
 *
 * @example
 * parseCodeArgs(['gaming.json', '--pattern', 'Get user profile', '--lang=ts']);
 * // { ok: true, file: 'gaming.json', lang: 'ts', pattern: 'Get user profile' }
 */
export function parseCodeArgs(argv: readonly string[]): ParsedCodeArgs {
  const read = readFlags(argv, {
    valued: FLAGS,
    switches: new Set([ALL]),
    takes: `code takes --pattern, ${ALL} and --lang`
  });
  if (!read.ok) return read;
  const { files, values } = read;
  const all = read.switches.has(ALL);
  if (files.length !== 1)
    return {
      ok: false,
      error:
        files.length === 0
          ? 'give the design whose access patterns to write (a file or a share link)'
          : `give one design, got ${files.length}: ${files.map((f) => JSON.stringify(f)).join(', ')}`
    };
  const pattern = values.get('--pattern');
  if (pattern === undefined && !all)
    return {
      ok: false,
      error: `give --pattern NAME for one access pattern, or ${ALL} for every one`
    };
  if (pattern !== undefined && all)
    return { ok: false, error: `give --pattern NAME or ${ALL}, not both` };
  const lang = values.get('--lang');
  if (lang === undefined) return { ok: false, error: `--lang is required: one of ${languages()}` };
  if (!CODE_LANGUAGES.has(lang))
    return {
      ok: false,
      error: `--lang ${JSON.stringify(lang)} is not a language keyscope writes; use one of ${languages()}`
    };
  const file = files[0]!;
  return pattern === undefined
    ? { ok: true, file, lang, all: true }
    : { ok: true, file, lang, pattern };
}
