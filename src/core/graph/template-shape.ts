import type { Template } from '../templates/parse-template.ts';

/** How a key template is built, for comparing templates without rendering them. */
export interface TemplateShape {
  /**
   * Literals, placeholder names and padding: two templates with the same key render the same
   * key from the same attribute values, so their items share collections.
   */
  readonly key: string;
  /** Literals only, placeholders anonymous: an access pattern's `GAME#${id}` fits `GAME#${gameId}`. */
  readonly skeleton: string;
  /** The literal text before the first placeholder (the whole text when there is none). */
  readonly lead: string;
}

/**
 * The shape of a parsed key template: `USER#${username}` and `USER#${username}` have one key,
 * `USER#${username}` and `USER#${id}` one skeleton.
 *
 * @example
 * const shape = (s: string) => templateShape((parseTemplate(s) as { template: Template }).template);
 * shape('GAME#${gameId}').key === shape('GAME#${id}').key; // false
 * shape('GAME#${gameId}').skeleton === shape('GAME#${id}').skeleton; // true
 * shape('GAME#${gameId}').lead; // 'GAME#'
 */
export function templateShape(template: Template): TemplateShape {
  // JSON, so no literal text can pass for a placeholder or a boundary between parts.
  const key: (string | [string, number | null, string | null])[] = [];
  const skeleton: (string | 0)[] = [];
  let lead = '';
  let leading = true;
  for (const part of template.parts) {
    if (part.kind === 'literal') {
      key.push(part.text);
      skeleton.push(part.text);
      if (leading) lead += part.text;
    } else {
      key.push([part.name, part.size ?? null, part.size === undefined ? null : (part.pad ?? '0')]);
      skeleton.push(0);
      leading = false;
    }
  }
  return { key: JSON.stringify(key), skeleton: JSON.stringify(skeleton), lead };
}
