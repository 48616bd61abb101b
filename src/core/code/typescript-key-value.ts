import type { FieldPart } from '../templates/parse-template.ts';
import { jsString } from '../text/js-string.ts';
import { jsTemplate } from './js-template.ts';
import type { CodeValue } from './pattern-request.ts';

/** Which SDK v3 client a program uses: AttributeValue maps, or plain values. */
export type TypescriptFlavour = 'client' | 'document';

/**
 * A key value as TypeScript over the program's parameter constants (`ids`: parameter → its
 * identifier): the template's text as a template literal, a padded field as `padStart` (the
 * rule of `renderWithParameters`), wrapped for the SDK: an `AttributeValue` for the low-level
 * client (`{ S: … }`, `{ N: … }` with the number as text, `{ B: … }`), the plain value for the
 * document client, a number as `NumberValue` so no digit is lost to a float. Binary key values
 * are base64 text in a design, as in DynamoDB JSON, so the code decodes them.
 *
 * @example
 * typescriptKeyValue({ type: 'S', parts: [literal('USER#'), field('username')] }, ids, 'client');
 * // '{ S: `USER#${username}` }'
 */
export function typescriptKeyValue(
  value: CodeValue,
  ids: ReadonlyMap<string, string>,
  flavour: TypescriptFlavour
): string {
  const parts = value.parts;
  const only = parts.length === 1 ? parts[0] : undefined;
  const text =
    only?.kind === 'field'
      ? fieldCode(only, ids)
      : jsTemplate(parts.map((p) => (p.kind === 'literal' ? p.text : { code: fieldCode(p, ids) })));
  if (value.type === 'B') {
    const bytes = `Buffer.from(${text}, 'base64')`;
    return flavour === 'client' ? `{ B: ${bytes} }` : bytes;
  }
  if (flavour === 'client') return `{ ${value.type}: ${text} }`;
  return value.type === 'N' ? `NumberValue.from(${text})` : text;
}

function fieldCode(part: FieldPart, ids: ReadonlyMap<string, string>): string {
  const id = ids.get(part.name);
  if (id === undefined) throw new Error(`no parameter constant for the field "${part.name}"`);
  if (part.size === undefined) return id;
  const pad = part.pad ?? '0';
  // renderWithParameters puts (size - length) pads before the text; padStart does the same when
  // the pad is one UTF-16 unit, and a pad outside the BMP is two, so it is repeated instead.
  return pad.length === 1
    ? `String(${id}).padStart(${part.size}, ${jsString(pad)})`
    : `${jsString(pad)}.repeat(Math.max(0, ${part.size} - String(${id}).length)) + String(${id})`;
}
