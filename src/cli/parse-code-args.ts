import { CODE_LANGUAGES } from '../core/code/code-languages.ts';

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
  const values = new Map<string, string>();
  const files: string[] = [];
  let all = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      files.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    if (flag === ALL) {
      if (eq >= 0) return { ok: false, error: `${ALL} takes no value; give it alone` };
      if (all) return { ok: false, error: `${ALL} is given twice` };
      all = true;
      continue;
    }
    if (!FLAGS.has(flag))
      return {
        ok: false,
        error: `unknown option ${flag}; code takes --pattern, ${ALL} and --lang`
      };
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '') return { ok: false, error: `${flag} needs a value` };
    if (values.has(flag)) return { ok: false, error: `${flag} is given twice` };
    values.set(flag, value);
  }
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
