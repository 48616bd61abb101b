import { parseTemplate } from '../templates/parse-template.ts';

/**
 * A template that renders a Number written into a string, zero-padded to `width` with the
 * templates' padding form (`${round:3}`), so the string sorts as the number does: a template
 * that is one placeholder gets the width, a literal whole number is padded itself, and any other
 * template is returned as it is (its text is not one number). No width: unchanged.
 *
 * @example
 * padField('${round}', 3); // '${round:3}'
 * padField('7', 3); // '007'
 */
export function padField(source: string, width: number | undefined): string {
  if (width === undefined) return source;
  if (/^\d+$/.test(source)) return source.padStart(width, '0');
  const parsed = parseTemplate(source);
  if (!parsed.ok) return source;
  const [only, ...rest] = parsed.template.parts;
  return only?.kind === 'field' && rest.length === 0 ? `\${${only.name}:${width}}` : source;
}
