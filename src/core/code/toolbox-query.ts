import { plannedAttributes } from '../libraries/planned-attributes.ts';
import { toolboxDeclarations } from '../libraries/toolbox-declarations.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { alignTemplate, type CompositeValue } from './align-template.ts';
import type { CodeContext } from './code-context.ts';
import { patternEntity } from './pattern-entity.ts';
import { slotTemplate } from './slot-template.ts';

/** A key attribute of a Toolbox entity a GetItem names, and its value in the code. */
export interface ToolboxKeyValue {
  readonly attribute: string;
  readonly value: CompositeValue;
  readonly type: 'S' | 'N' | 'B';
}

/** An access pattern as a DynamoDB-Toolbox command on the module `toolboxModule` writes. */
export interface ToolboxQuery {
  /** The table's and the entity's `const` names in the module. */
  readonly tableConst: string;
  readonly entityConst: string;
  /** For a GetItem, the entity's key attributes (`GetItemCommand`'s `.key()`); null for a Query. */
  readonly key: readonly ToolboxKeyValue[] | null;
}

const SDK = 'use the SDK code (--lang ts) for it';

/**
 * The Toolbox's reading of an access pattern: a Query is the table's `QueryCommand` with the
 * pattern's own key values (the Toolbox takes the stored key as it is), its items formatted by
 * the one entity the pattern reads; a GetItem is the entity's `GetItemCommand`, whose key is the
 * entity's key attributes, from which its `.link()`s compute the stored key, so the pattern's
 * templates must be the entity's. Why not otherwise.
 *
 * @example
 * toolboxQuery(context); // { tableConst: 'battle_royaleTable', entityConst: 'UserGameMapping', key: null }
 */
export function toolboxQuery(c: CodeContext): ToolboxQuery | { why: string } {
  const entity = patternEntity(
    c,
    `Keyscope's items carry no "_et", so the Toolbox could tell their entities apart only by trying each schema in turn, and an item may fit the wrong one`
  );
  if (typeof entity !== 'string') return { why: `${entity.why}; ${SDK}` };
  const table = toolboxDeclarations(c.design).tables.find((t) => t.table.name === c.pattern.table)!;
  const declared = table.entities.find((e) => e.entity.name === entity);
  if (!declared)
    return { why: `the Toolbox export leaves entity "${entity}" out (its notes say why); ${SDK}` };
  const base = { tableConst: table.constName, entityConst: declared.constName };
  if (c.request.operation !== 'GetItem') return { ...base, key: null };
  const view = declared.plan.views.find((v) => v.view.index === null)!;
  const types = new Map(plannedAttributes(declared.plan).attributes.map((a) => [a.name, a.type]));
  const values = [c.pattern.partitionKey, c.pattern.sortKey?.value ?? ''];
  const key = new Map<string, ToolboxKeyValue>();
  for (const [i, slot] of [...view.partition, ...view.sort].entries()) {
    const template = slotTemplate(slot);
    // The link pads a field as its template does.
    const pads = new Map(
      template.parts.flatMap((p) =>
        p.kind === 'field' && p.size !== undefined
          ? [[p.name, { length: p.size, char: p.pad ?? '0' }] as const]
          : []
      )
    );
    const parsed = parseTemplate(values[i]!);
    const a = parsed.ok
      ? alignTemplate(parsed.template.parts, template, (n) => pads.get(n))
      : parsed.error.message;
    const bad = typeof a === 'string' ? a : a.whole ? null : 'it is only the start of it';
    if (bad || typeof a === 'string')
      return {
        why: `the Toolbox's GetItemCommand takes the entity's key attributes, from which it computes "${slot.attribute.name}" by the template "${template.source}", and the pattern's "${values[i]}" is not that template: ${bad}; ${SDK}`
      };
    for (const [attribute, value] of a.composites) {
      const type = types.get(attribute) ?? 'S';
      if (type !== 'S' && type !== 'N' && type !== 'B')
        return {
          why: `the entity's key attribute "${attribute}" is a ${type} attribute, and Keyscope writes a key value as text, a number or bytes; ${SDK}`
        };
      const had = key.get(attribute);
      if (had && JSON.stringify(had.value) !== JSON.stringify(value))
        return { why: `the entity's "${attribute}" would take two values; ${SDK}` };
      key.set(attribute, { attribute, value, type });
    }
  }
  return { ...base, key: [...key.values()] };
}
