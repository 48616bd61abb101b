import { EXPORT_TARGETS, type ExportTarget } from '../core/export/export-targets.ts';
import { readFlags } from './read-flags.ts';

export type ParsedExportArgs =
  | {
      ok: true;
      file: string;
      to: ExportTarget;
      table?: string;
      format?: 'json' | 'yaml';
      syntheticKeys?: boolean;
    }
  | { ok: false; error: string };

const TARGETS = EXPORT_TARGETS.map((t) => t.id);
const FLAGS = new Set(['--to', '--table', '--format']);
/** The flag that takes no value: write multi-attribute GSIs with synthetic keys (Workbench). */
const SYNTHETIC = '--synthetic-keys';

/**
 * Read `keyscope export <design> --to T [--table NAME] [--format json|yaml] [--synthetic-keys]`.
 * Flags take their value as the next argument or after `=`; `--synthetic-keys` takes none. Each
 * may be given once. Errors name the bad argument and what would be right.
 *
 * @example
 * parseExportArgs(['gaming.json', '--to=terraform']); // { ok: true, file: 'gaming.json', to: 'terraform' }
 */
export function parseExportArgs(argv: readonly string[]): ParsedExportArgs {
  const read = readFlags(argv, {
    valued: FLAGS,
    switches: new Set([SYNTHETIC]),
    takes: `export takes --to, --table, --format and ${SYNTHETIC}`
  });
  if (!read.ok) return read;
  const { files, values } = read;
  const syntheticKeys = read.switches.has(SYNTHETIC);
  if (files.length !== 1)
    return {
      ok: false,
      error:
        files.length === 0
          ? 'give the design to export (a file or a share link)'
          : `give one design, got ${files.length}: ${files.map((f) => JSON.stringify(f)).join(', ')}`
    };
  const to = values.get('--to');
  if (to === undefined)
    return { ok: false, error: `--to is required: one of ${TARGETS.join(', ')}` };
  if (!(TARGETS as readonly string[]).includes(to))
    return {
      ok: false,
      error: `--to ${JSON.stringify(to)} is not an export format; use one of ${TARGETS.join(', ')}`
    };
  if (syntheticKeys && !EXPORT_TARGETS.find((t) => t.id === to)!.syntheticKeys)
    return {
      ok: false,
      error: `${SYNTHETIC} is for --to ${EXPORT_TARGETS.filter((t) => t.syntheticKeys)
        .map((t) => t.id)
        .join(' or ')}: ${to} holds a multi-attribute index as it is; leave the flag out`
    };
  const format = values.get('--format');
  if (format !== undefined && format !== 'json' && format !== 'yaml')
    return { ok: false, error: `--format ${JSON.stringify(format)} is not json or yaml` };
  const table = values.get('--table');
  return {
    ok: true,
    file: files[0]!,
    to: to as ExportTarget,
    ...(table !== undefined ? { table } : {}),
    ...(format !== undefined ? { format } : {}),
    ...(syntheticKeys ? { syntheticKeys } : {})
  };
}
