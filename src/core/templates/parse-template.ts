/**
 * Key templates: literal text with `${attribute}` placeholders, as ElectroDB and
 * OneTable write them (`USER#${username}`, `${author}#${edition}`), plus OneTable's
 * padding form `${attr:size}` / `${attr:size:pad}` so numbers sort as strings.
 * No expressions, no eval: a template is data, parsed by this small scanner.
 */
export interface LiteralPart {
  readonly kind: 'literal';
  readonly text: string;
}

export interface FieldPart {
  readonly kind: 'field';
  readonly name: string;
  /** Pad the rendered value on the left to this many characters. */
  readonly size?: number;
  /** The padding character (default "0"). */
  readonly pad?: string;
  /** 1-based column of the `$` in the template source. */
  readonly column: number;
}

export type TemplatePart = LiteralPart | FieldPart;

export interface Template {
  readonly source: string;
  readonly parts: readonly TemplatePart[];
  /** Attribute names the template reads, in order of first use. */
  readonly fields: readonly string[];
}

export class TemplateError extends Error {
  constructor(
    readonly template: string,
    readonly column: number,
    readonly reason: string
  ) {
    super(`template "${template}" ${reason} at column ${column}`);
    this.name = 'TemplateError';
  }
}

export type TemplateResult = { ok: true; template: Template } | { ok: false; error: TemplateError };

/** Parse a key template, reporting the first problem with its 1-based column. */
export function parseTemplate(source: string): TemplateResult {
  const parts: TemplatePart[] = [];
  const fields: string[] = [];
  let literal = '';
  let i = 0;
  while (i < source.length) {
    if (source.charCodeAt(i) === 36 /* $ */ && source.charCodeAt(i + 1) === 123 /* { */) {
      const close = source.indexOf('}', i + 2);
      const column = i + 1;
      if (close < 0) return fail(source, column, 'has an unclosed "${"');
      const nested = source.indexOf('${', i + 2);
      if (nested >= 0 && nested < close) return fail(source, column, 'has an unclosed "${"');
      const body = source.slice(i + 2, close);
      const field = parseField(source, body, column);
      if (!field.ok) return field;
      if (literal) parts.push({ kind: 'literal', text: literal });
      literal = '';
      parts.push(field.part);
      if (!fields.includes(field.part.name)) fields.push(field.part.name);
      i = close + 1;
    } else {
      literal += source[i];
      i++;
    }
  }
  if (literal) parts.push({ kind: 'literal', text: literal });
  return { ok: true, template: { source, parts, fields } };
}

function parseField(
  source: string,
  body: string,
  column: number
): { ok: true; part: FieldPart } | { ok: false; error: TemplateError } {
  const [rawName = '', rawSize, rawPad, ...rest] = body.split(':');
  const name = rawName.trim();
  if (name === '')
    return fail(source, column, 'has an empty placeholder "${}"; name an attribute, e.g. "${id}"');
  if (rest.length > 0)
    return fail(
      source,
      column,
      `has a placeholder "\${${body}}" with too many ":" parts; use \${name:size:pad}`
    );
  if (rawSize === undefined) return { ok: true, part: { kind: 'field', name, column } };
  const size = Number(rawSize);
  if (!/^\d+$/.test(rawSize) || size < 1 || size > 1024) {
    return fail(
      source,
      column,
      `has a padding size "${rawSize}" that is not a whole number from 1 to 1024`
    );
  }
  const pad = rawPad === undefined || rawPad === '' ? '0' : rawPad;
  if ([...pad].length !== 1)
    return fail(source, column, `has a padding "${pad}" that is not a single character`);
  return { ok: true, part: { kind: 'field', name, size, pad, column } };
}

function fail(source: string, column: number, reason: string): { ok: false; error: TemplateError } {
  return { ok: false, error: new TemplateError(source, column, reason) };
}
