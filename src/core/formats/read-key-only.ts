import { joinPath } from '../model/finding.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import type { JsonReader } from './json-reader.ts';

/**
 * An entity's `keyOnly` fields: names, each read by one of its key templates (a field no template
 * reads would be dropped from every item and shown nowhere, which is never what was meant).
 */
export function readKeyOnly(
  r: JsonReader,
  raw: unknown,
  path: string,
  entity: string,
  keys: Readonly<Record<string, string>>
): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'string')) {
    r.error(path, 'format.wrong-type', '"keyOnly" must be an array of template field names');
    return [];
  }
  const read = new Set<string>();
  for (const src of Object.values(keys)) {
    const parsed = parseTemplate(src);
    if (parsed.ok) for (const f of parsed.template.fields) read.add(f);
  }
  const out: string[] = [];
  (raw as string[]).forEach((name, i) => {
    if (read.has(name)) return void (out.includes(name) || out.push(name));
    r.error(
      joinPath(path, i),
      'entity.key-only-unused',
      `entity "${entity}" lists "${name}" in keyOnly, but none of its key templates reads \${${name}}; remove it from keyOnly or use it in a template`
    );
  });
  return out;
}
