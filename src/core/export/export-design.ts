import { fileBase } from '../text/file-base.ts';
import type { Design } from '../model/design.ts';
import { cdkStack } from './cdk-stack.ts';
import { cloudFormationTemplate } from './cloud-formation-template.ts';
import { createTableInput } from './create-table-input.ts';
import { designJson } from './design-json.ts';
import { LIBRARY_EXPORTS } from '../libraries/library-exports.ts';
import { EXPORT_TARGETS, type ExportFormat, type ExportTarget } from './export-targets.ts';
import { terraformConfig } from './terraform-config.ts';
import { workbenchModel } from './workbench-model.ts';

export interface ExportRequest {
  readonly to: ExportTarget;
  /** Export only this table; required for `create-table` when the design has several. */
  readonly table?: string;
  /** The text form: `json` or `yaml` for CloudFormation; other targets have one form. */
  readonly format?: ExportFormat;
  /** Stamps formats that carry a date (the Workbench model). */
  readonly now: Date;
  /**
   * Where the design's items were read, when the studio shows a live result set: one line for
   * people (`setProvenance`: the table, the target, the set's name and its completeness), so a
   * file made from a partial read says so. Each format writes it in a free-text place it already
   * has, so no format's version changes: the native file and the Workbench model after the
   * design's own description, CloudFormation in the template's Description and Metadata,
   * Terraform and the CDK stack as a comment. A CreateTable request has no such place (an
   * unknown field fails the AWS CLI's validation): it is left out there, and the notes say so.
   */
  readonly provenance?: string;
  /**
   * For a target with `syntheticKeys` (the Workbench model): write each multi-attribute GSI
   * with one string attribute per key part, joining its attributes (`withSyntheticKeys`),
   * instead of leaving it out. Other targets hold such an index as it is, and refuse the option.
   */
  readonly syntheticKeys?: boolean;
}

export type ExportResult =
  | {
      readonly ok: true;
      readonly text: string;
      /** What the format cannot hold, as sentences to show next to the download. */
      readonly notes: readonly string[];
      readonly fileName: string;
      readonly mediaType: string;
    }
  | {
      readonly ok: false;
      /** `choose-table`: several tables and a one-table format; the caller asks which. */
      readonly code: 'unknown-table' | 'choose-table' | 'no-tables' | 'format';
      readonly error: string;
    };

const KEYSCOPE_ONLY =
  'nothing of the design is left out: tables, indexes, billing, entities, key templates, items, access patterns and workload are all in the file; only what belongs to this studio is not (the view shown, the graph layout and its pinned nodes, undo history)';

const TABLE_ONLY =
  'only the tables are exported (keys, indexes, billing): items, entities, key templates, access patterns and workload have no place in a table definition';

const NO_PROVENANCE =
  'where the items were read is not written: the create-table input has no field for a note';

const NO_ITEMS_PROVENANCE =
  'where the items were read is not written: an entity library module holds no items';

/**
 * Export a design to one of `EXPORT_TARGETS`: the single entry point the studio's export menu
 * and `keyscope export` call. Returns the text with a file name, a media type and notes on what
 * the format leaves out, or an error naming the bad request and its fix.
 *
 * @example
 * const r = exportDesign(design, { to: 'cloudformation', format: 'yaml', now: new Date() });
 * if (r.ok) download(r.fileName, r.mediaType, r.text);
 */
export function exportDesign(design: Design, request: ExportRequest): ExportResult {
  const target = EXPORT_TARGETS.find((t) => t.id === request.to)!;
  const format = request.format ?? target.formats[0]!;
  if (!target.formats.includes(format))
    return fail(
      'format',
      `${target.label} is written as ${target.formats.join(' or ')}, not ${format}`
    );
  if (request.syntheticKeys && !target.syntheticKeys)
    return fail(
      'format',
      `synthetic keys for multi-attribute indexes are an option of the ${EXPORT_TARGETS.filter(
        (t) => t.syntheticKeys
      )
        .map((t) => t.label)
        .join(' and ')} only: ${target.label} holds such an index as it is, so export without them`
    );
  const names = design.tables.map((t) => t.name);
  const quoted = names.map((n) => JSON.stringify(n)).join(', ');
  if (request.table !== undefined && !names.includes(request.table))
    return fail(
      'unknown-table',
      `the design has no table ${JSON.stringify(request.table)}; its tables are ${quoted || '(none)'}`
    );
  const tables = request.table !== undefined ? [request.table] : undefined;
  // A blank note is no note (as the writers take it).
  const note = request.provenance?.trim() ? { provenance: request.provenance } : {};
  const base =
    fileBase(design.name) + (request.table !== undefined ? `-${fileBase(request.table)}` : '');
  if (request.to === 'keyscope')
    return done(
      designJson(design, note),
      [KEYSCOPE_ONLY],
      `${base}.keyscope.json`,
      'application/json'
    );
  if (request.to === 'workbench') {
    const { model, notes } = workbenchModel(design, {
      now: request.now,
      ...(tables ? { tables } : {}),
      ...(request.syntheticKeys ? { syntheticKeys: true } : {}),
      ...note
    });
    return done(
      JSON.stringify(model, null, 2) + '\n',
      notes,
      `${base}.workbench.json`,
      'application/json'
    );
  }
  if (names.length === 0) return fail('no-tables', 'the design has no tables to export');
  const library = LIBRARY_EXPORTS.get(request.to);
  if (library) {
    // An entity library module describes the tables it is given: `--table` keeps one.
    const scoped = tables
      ? {
          ...design,
          tables: design.tables.filter((t) => tables.includes(t.name)),
          entities: design.entities.filter((e) => tables.includes(e.table))
        }
      : design;
    const { text, notes } = library.write(scoped);
    return done(
      text,
      'provenance' in note ? [...notes, NO_ITEMS_PROVENANCE] : notes,
      `${base}.${library.suffix}.ts`,
      'text/plain'
    );
  }
  if (request.to === 'create-table') {
    const table = request.table ?? (names.length === 1 ? names[0] : undefined);
    if (table === undefined)
      return fail(
        'choose-table',
        `the design has ${names.length} tables (${quoted}) and a CreateTable call makes one; choose the table`
      );
    const input = createTableInput(design.tables.find((t) => t.name === table)!);
    return done(
      JSON.stringify(input, null, 2) + '\n',
      'provenance' in note ? [TABLE_ONLY, NO_PROVENANCE] : [TABLE_ONLY],
      `${base}.create-table.json`,
      'application/json'
    );
  }
  if (request.to === 'cloudformation') {
    const yaml = format === 'yaml';
    const text = cloudFormationTemplate(design, {
      format: yaml ? 'yaml' : 'json',
      ...(tables ? { tables } : {}),
      ...note
    });
    return done(
      text,
      [TABLE_ONLY],
      `${base}.cloudformation.${yaml ? 'yaml' : 'json'}`,
      yaml ? 'application/yaml' : 'application/json'
    );
  }
  if (request.to === 'cdk') {
    const stack = cdkStack(design, { ...(tables ? { tables } : {}), ...note });
    return done(stack.text, [TABLE_ONLY, ...stack.notes], `${base}-stack.ts`, 'text/plain');
  }
  return done(
    terraformConfig(design, { ...(tables ? { tables } : {}), ...note }),
    [TABLE_ONLY],
    `${base}.tf`,
    'text/plain'
  );
}

function done(
  text: string,
  notes: readonly string[],
  fileName: string,
  mediaType: string
): ExportResult {
  return { ok: true, text, notes, fileName, mediaType };
}

function fail(
  code: 'unknown-table' | 'choose-table' | 'no-tables' | 'format',
  error: string
): ExportResult {
  return { ok: false, code, error };
}
