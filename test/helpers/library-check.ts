import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { canonicalDecimal, parseDecimal } from '../../src/core/keys/decimal.ts';
import type {
  AttributeMap,
  AttributeValue,
  KeyValue
} from '../../src/core/model/attribute-value.ts';
import type { Design } from '../../src/core/model/design.ts';
import { getAttr } from '../../src/core/model/attribute-value.ts';
import { templateOf } from '../../src/core/model/template-of.ts';
import { parseTemplate } from '../../src/core/templates/parse-template.ts';
import { resolveItems } from '../../src/core/views/resolve-items.ts';
import { tableViews } from '../../src/core/views/table-key-attributes.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every example's id, as the app lists them (public/examples/index.json). */
export const EXAMPLE_IDS: readonly string[] = (
  JSON.parse(readFileSync(join(ROOT, 'public/examples/index.json'), 'utf8')) as { id: string }[]
).map((e) => e.id);

/** One entity item of a design with the key values Keyscope renders for it. */
export interface KeyedItem {
  readonly entity: string;
  readonly table: string;
  /** The item as written in the design (key-only fields included: a library builds keys from them). */
  readonly item: AttributeMap;
  /** Every key attribute of the table and its indexes: the value Keyscope gives it, or undefined. */
  readonly keys: ReadonlyMap<string, KeyValue | undefined>;
  /** Where it is, for a failing test's message. */
  readonly label: string;
  /**
   * The indexes (of one attribute per key part) whose key fields the item holds some but not all
   * of, with their key attributes: Keyscope leaves it out of them, a library may not.
   */
  readonly partial: readonly { readonly index: string; readonly keys: readonly string[] }[];
}

/** Every item of every entity of `design`, with its keys as Keyscope's analysis renders them. */
export function keyedItems(design: Design): KeyedItem[] {
  const out: KeyedItem[] = [];
  for (const table of design.tables) {
    const resolved = resolveItems(design, table, []);
    for (const segment of resolved.segments) {
      if (segment.entity === null) continue;
      const entity = design.entities.find((e) => e.name === segment.entity)!;
      entity.items.forEach((item, i) => {
        const order = segment.offset + i;
        const keys = new Map<string, KeyValue | undefined>();
        resolved.keyAttributes.forEach((k, s) => keys.set(k.name, resolved.keyValue(order, s)));
        const partial = tableViews(table).flatMap((v) => {
          if (v.index === null || v.parts) return [];
          const names = [v.partitionKey.name, ...(v.sortKey ? [v.sortKey.name] : [])];
          const fields = names.flatMap((k) => {
            const t = templateOf(entity.keys, k);
            const parsed = t === undefined ? undefined : parseTemplate(t);
            return parsed?.ok ? parsed.template.fields : [k];
          });
          const present = fields.filter((f) => getAttr(item, f) !== undefined).length;
          return present > 0 && present < fields.length ? [{ index: v.index, keys: names }] : [];
        });
        out.push({
          entity: entity.name,
          table: table.name,
          item,
          keys,
          label: `${entity.name}[${i}]`,
          partial
        });
      });
    }
  }
  return out;
}

/** A DynamoDB-JSON item as the plain values a library takes (sets as arrays or as Sets). */
export function plainItem(item: AttributeMap, sets: 'array' | 'set'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(item)) out[name] = plain(v, sets);
  return out;
}

function plain(v: AttributeValue, sets: 'array' | 'set'): unknown {
  if ('S' in v) return v.S;
  if ('N' in v) return Number(v.N);
  if ('B' in v) return new Uint8Array(Buffer.from(v.B, 'base64'));
  if ('BOOL' in v) return v.BOOL;
  if ('NULL' in v) return null;
  if ('L' in v) return v.L.map((x) => plain(x, sets));
  if ('M' in v) return plainItem(v.M, sets);
  const list: unknown[] =
    'SS' in v ? [...v.SS] : 'NS' in v ? v.NS.map(Number) : v.BS.map((b) => plain({ B: b }, sets));
  return sets === 'set' ? new Set(list) : list;
}

/**
 * A key value as a library wrote it, as Keyscope's typed value: a document-client value (string,
 * number, bytes) or a marshalled one (`{S}`, `{N}`, `{B}`). Numbers are compared in canonical
 * form, as DynamoDB stores them.
 */
export function keyValueOf(v: unknown): KeyValue | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return { S: v };
  if (typeof v === 'number' || typeof v === 'bigint') return { N: canonical(String(v)) };
  if (v instanceof Uint8Array) return { B: Buffer.from(v).toString('base64') };
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    if (typeof o['S'] === 'string') return { S: o['S'] };
    if (typeof o['N'] === 'string') return { N: canonical(o['N']) };
    if (o['B'] instanceof Uint8Array) return { B: Buffer.from(o['B']).toString('base64') };
  }
  throw new Error(`not a key value: ${JSON.stringify(v)}`);
}

/** Keyscope's key value with a number in canonical form, to compare with `keyValueOf`'s. */
export function canonicalKey(v: KeyValue | undefined): KeyValue | undefined {
  return v && 'N' in v ? { N: canonical(v.N) } : v;
}

function canonical(n: string): string {
  const d = parseDecimal(n);
  return d.ok ? canonicalDecimal(d.value) : n;
}

/**
 * A folder inside the repository for generated modules, so their imports of the installed
 * libraries resolve. Made when first used (in a suite's `beforeAll`, so a suite a filter skips
 * makes none), and removed by `remove()` in its `afterAll`.
 */
export class ModuleDir {
  #path: string | null = null;

  get path(): string {
    return (this.#path ??= mkdtempSync(join(ROOT, '.tmp-libraries-')));
  }

  /** Write `text` as `<name>.ts` and import it. */
  async load(name: string, text: string): Promise<Record<string, unknown>> {
    const file = join(this.path, `${name}.ts`);
    writeFileSync(file, text);
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  }

  remove(): void {
    if (this.#path !== null) rmSync(this.#path, { recursive: true, force: true });
    this.#path = null;
  }
}

/**
 * A design's key templates as an import must give them back: per entity, per key attribute of
 * its table and indexes, the template in canonical form (padding spelled out), or null when the
 * item's own attribute is the key (no template, or `${K}` for the key K itself).
 */
export function keyTemplates(design: Design): Map<string, Map<string, string | null>> {
  const out = new Map<string, Map<string, string | null>>();
  for (const entity of design.entities) {
    const table = design.tables.find((t) => t.name === entity.table)!;
    const keys = new Map<string, string | null>();
    for (const view of tableViews(table))
      for (const k of [
        view.partitionKey,
        ...(view.parts ? [...view.parts.partition, ...view.parts.sort] : []),
        ...(view.sortKey ? [view.sortKey] : [])
      ]) {
        const source = templateOf(entity.keys, k.name);
        const parsed = source === undefined ? undefined : parseTemplate(source);
        if (!parsed?.ok) {
          keys.set(k.name, null);
          continue;
        }
        const text = parsed.template.parts
          .map((p) =>
            p.kind === 'literal'
              ? p.text
              : `\${${p.name}${p.size ? `:${p.size}:${p.pad ?? '0'}` : ''}}`
          )
          .join('');
        keys.set(k.name, text === `\${${k.name}}` ? null : text);
      }
    out.set(entity.name, keys);
  }
  return out;
}

/** A design's tables as keys and indexes, to compare one read back from a library with it. */
export function tableShapes(design: Design, projections = true): unknown[] {
  return design.tables.map((t) => ({
    name: t.name,
    partitionKey: t.partitionKey,
    sortKey: t.sortKey,
    gsis: t.globalSecondaryIndexes
      .map((g) => ({
        name: g.name,
        partition: [g.partitionKey, ...(g.morePartitionKeys ?? [])],
        sort: g.sortKey ? [g.sortKey, ...(g.moreSortKeys ?? [])] : [],
        ...(projections ? { projection: g.projection } : {})
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    lsis: t.localSecondaryIndexes
      .map((l) => ({
        name: l.name,
        sortKey: l.sortKey,
        ...(projections ? { projection: l.projection } : {})
      }))
      .sort((a, b) => a.name.localeCompare(b.name))
  }));
}

/**
 * A design whose every name and key literal is `text` (which may hold quotes, `${`, line
 * breaks, direction overrides…): a table with a GSI and an LSI, and one entity with a padded
 * template, built as a Design directly (the loader would refuse such names).
 */
export function hostileDesign(text: string): Design {
  const name = (suffix: string) => `${text}${suffix}`;
  // A template field cannot hold ":", "}" or "${" (Keyscope's parser reads them), so the entity is written.
  const field = text.replace(/[:{}$]/g, '').trim() || 'f';
  return {
    name: name('design'),
    tables: [
      {
        name: name('table'),
        partitionKey: { name: name('pk'), type: 'S' },
        sortKey: { name: name('sk'), type: 'S' },
        globalSecondaryIndexes: [
          {
            name: name('gsi'),
            partitionKey: { name: name('gpk'), type: 'S' },
            projection: { type: 'INCLUDE', nonKeyAttributes: [name('a')] }
          }
        ],
        localSecondaryIndexes: [
          {
            name: name('lsi'),
            sortKey: { name: name('lsk'), type: 'S' },
            projection: { type: 'ALL' }
          }
        ],
        items: []
      }
    ],
    entities: [
      {
        name: name('entity'),
        table: name('table'),
        attributes: [
          { name: field, type: 'S' },
          { name: name('a'), type: 'N' }
        ],
        keys: {
          [name('pk')]: `${text.replaceAll('${', '$ {')}\${${field}}`,
          [name('sk')]: `X\${${field}:3:_}`,
          [name('gpk')]: `\${${field}}${text.replaceAll('${', '$ {')}`,
          [name('lsk')]: `L`
        },
        items: []
      }
    ],
    accessPatterns: []
  };
}

/**
 * Why a generated module is not what a generator may write: a syntax error, a top-level
 * statement other than an import, an exported `const` or `export {}` (so no name in a design
 * became code),
 * a line before the first import that is not a `//` comment, or a raw character a reviewer
 * cannot see (a control, a line separator, a direction override, a lone surrogate). Empty when
 * it is well formed.
 */
export async function moduleShapeProblems(text: string): Promise<string[]> {
  const ts = (await import('typescript')).default;
  const problems: string[] = [];
  const out = ts.transpileModule(text, { reportDiagnostics: true, fileName: 'm.ts' });
  for (const d of out.diagnostics ?? [])
    problems.push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  const source = ts.createSourceFile('m.ts', text, ts.ScriptTarget.ES2022, true);
  for (const s of source.statements) {
    const exported =
      ts.isVariableStatement(s) &&
      (s.declarationList.flags & ts.NodeFlags.Const) !== 0 &&
      s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    // `export {};` keeps a module with nothing to import a module.
    const empty =
      ts.isExportDeclaration(s) &&
      !s.moduleSpecifier &&
      s.exportClause !== undefined &&
      ts.isNamedExports(s.exportClause) &&
      s.exportClause.elements.length === 0;
    if (!ts.isImportDeclaration(s) && !exported && !empty)
      problems.push(`unexpected statement: ${s.getText().slice(0, 80)}`);
  }
  // Nothing a reader could not see or that reorders what they see: such characters are escapes.
  const hidden =
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;
  const raw = hidden.exec(text);
  if (raw)
    problems.push(`a raw U+${raw[0].charCodeAt(0).toString(16).padStart(4, '0')} in the text`);
  const head = text.slice(0, Math.max(0, source.statements[0]?.getStart() ?? text.length));
  for (const line of head.split(/\r\n|[\n\r\u2028\u2029]/))
    if (line !== '' && !line.startsWith('//')) problems.push(`not a comment: ${line.slice(0, 80)}`);
  return problems;
}

/** Text a design may hold that could break generated code: quotes, `${`, comment ends, line breaks, overrides, lone surrogates. */
export const HOSTILE_TEXT = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    fc.constantFrom(
      '\\',
      "'",
      '"',
      '`',
      '$',
      '{',
      '}',
      '${',
      '*/',
      '\n',
      '\r',
      '\u2028',
      '\u2029',
      '\u202e',
      '\0'
    )
  ),
  maxLength: 16
});
