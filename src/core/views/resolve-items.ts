import type { AttributeMap, KeyValue } from '../model/attribute-value.ts';
import { emptyMap, getAttr } from '../model/attribute-value.ts';
import type { Design, KeyAttribute, Table } from '../model/design.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';
import { renderKey, type RenderProblem } from '../templates/render-template.ts';
import { tableKeyAttributes } from './table-key-attributes.ts';
import { checkItemKeys, keyContext, type KeyContext } from './check-item-keys.ts';
import { keyValueProblem } from '../validate/validate-key-value.ts';

/** An item as written to its table: the stored attributes plus the key attributes its templates produce. */
export interface ResolvedItem {
  /** Position in write order within the table (table items first, then entity items). */
  readonly order: number;
  readonly entity: string | null;
  /** Where the item came from in the input (a JSON path). */
  readonly source: string;
  readonly attributes: AttributeMap;
  /**
   * Key attribute values, one slot per entry of `ResolvedTable.keyAttributes`
   * (rendered from templates or taken from the item). An array rather than a
   * Map: a million items each with a Map costs several times the memory.
   */
  readonly keys: readonly (KeyValue | undefined)[];
  /** Why a key attribute has no value (missing source attribute, unrenderable…), by attribute name. */
  readonly keyProblems?: ReadonlyMap<string, string> | undefined;
  /**
   * Set when DynamoDB would refuse to write the item: the table key is missing,
   * or a key value (of the table or an index) is empty, too long or mistyped.
   */
  readonly rejection?: { readonly code: string; readonly message: string } | undefined;
}

/**
 * Compute every item's key attributes for one table, in write order. Template
 * errors are reported once per template (with their column); the items of an
 * entity with a broken template simply lack that key attribute.
 */
export interface ResolvedTable {
  readonly table: Table;
  readonly keyAttributes: readonly KeyAttribute[];
  /** Every item in write order. Materializes them all: code that may meet a million items uses `count` and `item`. */
  readonly items: readonly ResolvedItem[];
  /** Items in the table (rejected ones included). */
  readonly count: number;
  /** The item written `order`-th (0-based), the same object on every call; undefined outside 0…count-1. */
  item(order: number): ResolvedItem | undefined;
}

export function resolveItems(design: Design, table: Table, findings: Finding[]): ResolvedTable {
  const keyAttrs = tableKeyAttributes(table);
  const ctx = keyContext(table, keyAttrs);
  const tableIndex = design.tables.indexOf(table);
  const out: ResolvedItem[] = [];
  const noTemplates: (Template | undefined)[] = [];
  const tableItemsPath = joinPath(joinPath('$.tables', tableIndex), 'items');
  table.items.forEach((item, i) => {
    out.push(
      resolveOne(
        out.length,
        null,
        tableItemsPath,
        table.itemSources,
        i,
        item,
        noTemplates,
        keyAttrs,
        ctx
      )
    );
  });
  design.entities.forEach((entity, e) => {
    if (entity.table !== table.name) return;
    // Templates by key slot, so the per-item loop indexes an array instead of a Map.
    const templates: (Template | undefined)[] = [];
    for (const [attr, src] of Object.entries(entity.keys)) {
      const parsed = parseTemplate(src);
      const path = joinPath(joinPath(joinPath('$.entities', e), 'keys'), attr);
      if (!parsed.ok) {
        findings.push({
          severity: 'error',
          code: 'template.syntax',
          message: parsed.error.message,
          path
        });
      } else if (!keyAttrs.some((k) => k.name === attr)) {
        findings.push({
          severity: 'warning',
          code: 'template.not-a-key',
          message: `entity "${entity.name}" has a template for "${attr}", which is not a key attribute of table "${table.name}" or its indexes; it is ignored`,
          path
        });
      } else templates[keyAttrs.findIndex((k) => k.name === attr)] = parsed.template;
    }
    const itemsPath = joinPath(joinPath('$.entities', e), 'items');
    entity.items.forEach((item, i) => {
      out.push(
        resolveOne(
          out.length,
          entity.name,
          itemsPath,
          entity.itemSources,
          i,
          item,
          templates,
          keyAttrs,
          ctx
        )
      );
    });
  });
  return { table, keyAttributes: keyAttrs, items: out, count: out.length, item: (o) => out[o] };
}

/** Lookups after which a key slot whose values hit the pool less than a quarter of the time stops pooling. */
const POOL_TRIAL = 4096;

function resolveOne(
  order: number,
  entity: string | null,
  base: string,
  sources: readonly string[] | undefined,
  index: number,
  item: AttributeMap,
  templates: readonly (Template | undefined)[],
  keyAttrs: readonly KeyAttribute[],
  ctx: KeyContext
): ResolvedItem {
  const keys: (KeyValue | undefined)[] = new Array<KeyValue | undefined>(keyAttrs.length);
  let problems: Map<string, string> | undefined;
  let known = 0;
  for (let i = 0; i < keyAttrs.length; i++) {
    const k = keyAttrs[i]!;
    const t = templates[i];
    if (t) {
      const r = renderKey(t, item, k.type);
      if ('kind' in r) (problems ??= new Map()).set(k.name, describeProblem(t.source, r));
      else {
        // Many items share a partition key: keep one value object per distinct valid key, so
        // it is stored and checked once, not once per item.
        const pool = 'S' in r ? ctx.pools[i] : undefined;
        const hit = pool?.get((r as { S: string }).S);
        if (pool && ++ctx.lookups[i]! === POOL_TRIAL && ctx.hits[i]! < POOL_TRIAL / 4) {
          ctx.pools[i] = undefined; // values that rarely repeat: pooling would only cost
        }
        if (hit) {
          ctx.hits[i]!++;
          keys[i] = hit;
          known |= 1 << i;
        } else {
          keys[i] = r;
          if (pool && !keyValueProblem(k.name, r, k.type, ctx.roles[i]!)) {
            pool.set((r as { S: string }).S, r);
            known |= 1 << i;
          }
        }
      }
    } else {
      const own = getAttr(item, k.name);
      if (own && ('S' in own || 'N' in own || 'B' in own)) keys[i] = own;
      else if (own)
        (problems ??= new Map()).set(
          k.name,
          `"${k.name}" is of type ${Object.keys(own)[0]}; key attributes must be S, N or B`
        );
    }
  }
  const rejection = checkItemKeys(keys, keyAttrs, ctx, problems, known);
  return new Resolved(order, entity, base, sources, index, item, keys, problems, rejection);
}

/**
 * Keeps where an item came from as parts, joined into a JSON path only when
 * someone asks: a million path strings built up front would be much of the
 * garbage a re-key produces.
 */
class Resolved implements ResolvedItem {
  constructor(
    readonly order: number,
    readonly entity: string | null,
    private readonly base: string,
    private readonly sources: readonly string[] | undefined,
    private readonly index: number,
    readonly attributes: AttributeMap,
    readonly keys: readonly (KeyValue | undefined)[],
    readonly keyProblems: ReadonlyMap<string, string> | undefined,
    readonly rejection: { readonly code: string; readonly message: string } | undefined
  ) {}
  get source(): string {
    return this.sources?.[this.index] ?? `${this.base}[${this.index}]`;
  }
}

function describeProblem(template: string, p: RenderProblem): string {
  switch (p.kind) {
    case 'missing':
      return `template "${template}" needs attribute "${p.attribute}", which the item does not have`;
    case 'unrenderable':
      return `template "${template}" uses "${p.attribute}" of type ${p.type}, which cannot be part of a key`;
    case 'not-a-number':
      return `template "${template}" gives "${p.text}", which is not a number`;
    case 'needs-single-field':
      return `template "${template}" must be a single placeholder such as "\${id}" for a ${p.keyType} key`;
  }
}

/** The item as DynamoDB would store it: its attributes with the rendered key attributes set. */
export function storedItem(resolved: ResolvedTable, item: ResolvedItem): AttributeMap {
  const out = emptyMap();
  for (const name in item.attributes) out[name] = item.attributes[name]!;
  resolved.keyAttributes.forEach((k, i) => {
    const v = item.keys[i];
    if (v) out[k.name] = v;
  });
  return out;
}
