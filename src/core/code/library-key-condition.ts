import type { SortKeyCondition } from '../model/design.ts';
import type { Template, TemplatePart } from '../templates/parse-template.ts';
import type { CompositeValue, PaddingOf } from './align-template.ts';

/** A sort key condition as a library sends it, over the pattern's parameters; null operator: none. */
export interface LibraryKeyCondition {
  readonly operator: SortKeyCondition['operator'] | null;
  readonly parts: readonly TemplatePart[];
  readonly upper?: readonly TemplatePart[];
}

/**
 * The key text a library builds from an entity's template with its first `fields` composite
 * attributes filled (`composites`), as template parts over the pattern's parameters: the
 * template's text and each field's value, padded as the library pads it, then the text after
 * the last field when `label` (ElectroDB's key for a query given only some of its sort
 * attributes) or nothing more (its `begins`, `gt`… bounds).
 *
 * @example
 * libraryKeyParts(parse('GAME#${gameId}#U#${user}'), new Map([['gameId', param('id')]]), 1, true, none);
 * // [literal 'GAME#', field 'id', literal '#U#']
 */
export function libraryKeyParts(
  template: Template,
  composites: ReadonlyMap<string, CompositeValue>,
  fields: number,
  label: boolean,
  paddingOf: PaddingOf
): TemplatePart[] {
  const out: TemplatePart[] = [];
  let filled = 0;
  for (const part of template.parts) {
    if (part.kind === 'literal') {
      if (filled < fields || label) out.push(part);
      if (filled >= fields) break;
      continue;
    }
    if (filled >= fields) break;
    const value = composites.get(part.name)!;
    const pad = paddingOf(part.name);
    out.push(
      value.kind === 'text'
        ? { kind: 'literal', text: value.text }
        : {
            kind: 'field',
            name: value.name,
            column: part.column,
            ...(pad ? { size: pad.length, pad: pad.char } : {})
          }
    );
    filled++;
  }
  return out;
}
