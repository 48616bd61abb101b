import type { FieldPart, Template, TemplatePart } from '../templates/parse-template.ts';

/** The value a library's composite attribute takes in code: a parameter, or fixed text. */
export type CompositeValue =
  | { readonly kind: 'parameter'; readonly name: string }
  | { readonly kind: 'text'; readonly text: string };

/** A pattern's key value read against an entity's key template. */
export interface TemplateAlignment {
  /** Each template field the value fills, in the template's order, with what fills it. */
  readonly composites: ReadonlyMap<string, CompositeValue>;
  /** How many of the template's fields the value fills (all of them when `whole`). */
  readonly fields: number;
  /** The text of the literal after the last field filled (or of the first literal) the value ends with. */
  readonly tail: string;
  /** That literal's whole text: the value ends on its boundary when `tail` is all of it. */
  readonly next: string;
  /** Whether the value is the whole template, every part of it. */
  readonly whole: boolean;
}

/** How a library pads a composite attribute in every key (ElectroDB's `padding`), if it does. */
export type PaddingOf = (attribute: string) => { length: number; char: string } | undefined;

/**
 * A pattern's key value (its template's parts over the pattern's parameters) read as an entity's
 * key template with the library's composite attributes filled: the template's text must come
 * back as it is, each field filled by one parameter (padded as the library pads that attribute)
 * or by fixed text; the value may stop early (a prefix, for a sort condition). A library builds
 * the key by joining the same pieces, so the key is the same text Keyscope renders. Returns why
 * not otherwise, naming the part that does not line up.
 *
 * @example
 * alignTemplate(parse('USER#${name}').parts, parse('USER#${username}'), () => undefined);
 * // { composites: Map { 'username' => { kind: 'parameter', name: 'name' } }, fields: 1, tail: '', next: '', whole: true }
 */
export function alignTemplate(
  value: readonly TemplatePart[],
  template: Template,
  paddingOf: PaddingOf
): TemplateAlignment | string {
  // The value as a stream: characters of its text, or one token per field.
  const stream = value.flatMap((p): (string | FieldPart)[] =>
    p.kind === 'literal' ? [...p.text] : [p]
  );
  let at = 0;
  const composites = new Map<string, CompositeValue>();
  const parts = template.parts;
  let fields = 0;
  let next = '';
  let tail = '';
  const fill = (name: string, v: CompositeValue): string | null => {
    const had = composites.get(name);
    if (had && JSON.stringify(had) !== JSON.stringify(v))
      return `the entity's "${name}" would take two values in one key`;
    composites.set(name, v);
    return null;
  };
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (at >= stream.length) {
      // Stopped on a boundary: right after a field (before the text that follows it), or after a text.
      if (part.kind === 'literal') [next, tail] = [part.text, ''];
      return { composites, fields, tail, next, whole: false };
    }
    if (part.kind === 'literal') {
      next = part.text;
      tail = '';
      for (const c of part.text) {
        if (at >= stream.length) return { composites, fields, tail, next, whole: false };
        const got = stream[at]!;
        if (typeof got !== 'string')
          return `the pattern's \${${got.name}} stands where the entity's template "${template.source}" has the text "${part.text}"`;
        if (got !== c)
          return `the pattern's text differs from the entity's template "${template.source}" at "${part.text}"`;
        tail += c;
        at++;
      }
      continue;
    }
    const pad = paddingOf(part.name);
    const got = stream[at]!;
    let problem: string | null;
    if (typeof got !== 'string') {
      const same =
        (got.size ?? 0) === (pad?.length ?? 0) &&
        (got.size === undefined || (got.pad ?? '0') === pad?.char);
      if (!same)
        return `the pattern's \${${got.name}} is padded otherwise than the library pads the entity's "${part.name}"`;
      problem = fill(part.name, { kind: 'parameter', name: got.name });
      at++;
    } else {
      // Fixed text fills the field up to the template's next text (or the value's end).
      const after = parts[i + 1];
      let text = '';
      while (at < stream.length && typeof stream[at] === 'string') {
        if (after?.kind === 'literal' && after.text !== '' && startsAt(stream, at, after.text))
          break;
        text += stream[at] as string;
        at++;
      }
      if (at < stream.length && typeof stream[at] !== 'string')
        return `the pattern's text and \${${(stream[at] as { name: string }).name}} both stand in the entity's "${part.name}"`;
      if (pad && [...text].length < pad.length)
        return `the pattern's "${text}" stands in the entity's "${part.name}", which the library pads to ${pad.length}`;
      problem = fill(part.name, { kind: 'text', text });
    }
    if (problem) return problem;
    fields++;
    next = '';
    tail = '';
  }
  if (at < stream.length)
    return `the pattern's value goes on past the entity's template "${template.source}"`;
  return { composites, fields, tail, next, whole: true };
}

function startsAt(stream: readonly unknown[], at: number, text: string): boolean {
  const chars = [...text];
  return chars.every((c, i) => stream[at + i] === c);
}
