/** A command's flags: those that take a value, those that take none, and how to list them. */
export interface FlagSpec {
  readonly valued: ReadonlySet<string>;
  readonly switches: ReadonlySet<string>;
  /** What the command takes, for the error on an unknown flag: `export takes --to, … and …`. */
  readonly takes: string;
}

export type ReadFlags =
  | {
      readonly ok: true;
      readonly files: readonly string[];
      readonly values: ReadonlyMap<string, string>;
      readonly switches: ReadonlySet<string>;
    }
  | { readonly ok: false; readonly error: string };

/**
 * The arguments of a command with a few flags: the words that are not flags (files), each
 * valued flag's value (the next argument or after `=`), and the switches given. Each flag may
 * be given once; a switch takes no value. Errors name the bad argument and what would be right.
 * `keyscope code` and `keyscope export` read their arguments here.
 *
 * @example
 * readFlags(['d.json', '--to=cdk'], { valued: new Set(['--to']), switches: new Set(), takes: 'export takes --to' });
 * // { ok: true, files: ['d.json'], values: Map { '--to' => 'cdk' }, switches: Set {} }
 */
export function readFlags(argv: readonly string[], spec: FlagSpec): ReadFlags {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      files.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    if (spec.switches.has(flag)) {
      if (eq >= 0) return { ok: false, error: `${flag} takes no value; give it alone` };
      if (switches.has(flag)) return { ok: false, error: `${flag} is given twice` };
      switches.add(flag);
      continue;
    }
    if (!spec.valued.has(flag))
      return { ok: false, error: `unknown option ${flag}; ${spec.takes}` };
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '') return { ok: false, error: `${flag} needs a value` };
    if (values.has(flag)) return { ok: false, error: `${flag} is given twice` };
    values.set(flag, value);
  }
  return { ok: true, files, values, switches };
}
