import type { Template } from './parse-template.ts';

/**
 * The one field of a template with exactly one placeholder, else undefined. Such a template
 * renders the same key from the same value of that field, which lets a run of items be keyed
 * once per distinct value.
 *
 * @example
 * singleField(parseTemplate('GAME#${gameId}').template); // 'gameId'
 */
export function singleField(template: Template): string | undefined {
  let name: string | undefined;
  for (const p of template.parts) {
    if (p.kind !== 'field') continue;
    if (name !== undefined) return undefined;
    name = p.name;
  }
  return name;
}
