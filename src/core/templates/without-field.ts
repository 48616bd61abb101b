import type { Template } from './parse-template.ts';

/**
 * The template with one placeholder, and the `#` just before it, taken out: a write-sharded key
 * `GAME#${gameId}#${shard}` without `shard` is the key readers think in, `GAME#${gameId}`.
 *
 * @example
 * withoutField(parseTemplate('GAME#${gameId}#${shard}').template, 'shard').source; // 'GAME#${gameId}'
 */
export function withoutField(t: Template, field: string): Template {
  const parts = [...t.parts];
  const at = parts.findIndex((p) => p.kind === 'field' && p.name === field);
  if (at < 0) return t;
  const before = parts[at - 1];
  parts.splice(at, 1);
  if (before?.kind === 'literal' && before.text.endsWith('#')) {
    const text = before.text.slice(0, -1);
    if (text === '') parts.splice(at - 1, 1);
    else parts[at - 1] = { kind: 'literal', text };
  }
  const source = parts
    .map((p) =>
      p.kind === 'literal' ? p.text : t.source.slice(p.column - 1, closing(t.source, p.column))
    )
    .join('');
  return { source, parts, fields: t.fields.filter((f) => f !== field) };
}

/** Just past the `}` closing the placeholder whose `$` is at 1-based `column`. */
function closing(source: string, column: number): number {
  return source.indexOf('}', column - 1) + 1;
}
