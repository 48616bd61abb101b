import { templateOf } from '../model/template-of.ts';
import type { Design } from '../model/design.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';

/**
 * Before any data exists: can two entities of one table produce the same
 * primary key? Placeholders can hold any text, so only the literal text before
 * the first placeholder and after the last one can keep two templates apart:
 * the patterns overlap exactly when one prefix starts the other and one suffix
 * ends the other (`USER#${id}` in two entities; `${a}#${b}` against `${c}`).
 * A template with no placeholder is a fixed string and must match the other.
 */
export function templatesCanOverlap(a: Template, b: Template): boolean {
  const fa = a.fields.length > 0;
  const fb = b.fields.length > 0;
  if (!fa && !fb) return a.source === b.source;
  if (!fa) return matchesPattern(b, a.source);
  if (!fb) return matchesPattern(a, b.source);
  const [pa, sa] = ends(a);
  const [pb, sb] = ends(b);
  return (pa.startsWith(pb) || pb.startsWith(pa)) && (sa.endsWith(sb) || sb.endsWith(sa));
}

/** Warn about every pair of entities in one table whose key templates can collide. */
export function findTemplateOverlaps(design: Design): Finding[] {
  const out: Finding[] = [];
  for (const table of design.tables) {
    const keyNames = [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])];
    const withTemplates = design.entities.flatMap((entity, index) => {
      const templates: Template[] = [];
      for (const name of keyNames) {
        const src = templateOf(entity.keys, name);
        const parsed = src === undefined ? null : parseTemplate(src);
        if (!parsed?.ok) return [];
        templates.push(parsed.template);
      }
      return entity.table === table.name ? [{ entity, index, templates }] : [];
    });
    for (let i = 0; i < withTemplates.length; i++) {
      for (let j = i + 1; j < withTemplates.length; j++) {
        const a = withTemplates[i]!;
        const b = withTemplates[j]!;
        if (!a.templates.every((t, k) => templatesCanOverlap(t, b.templates[k]!))) continue;
        const show = (x: typeof a): string =>
          x.templates.map((t, k) => `${keyNames[k]} "${t.source}"`).join(', ');
        out.push({
          severity: 'warning',
          code: 'template.overlap',
          message: `entities "${a.entity.name}" (${show(a)}) and "${b.entity.name}" (${show(b)}) can produce the same primary key in table "${table.name}", and the later write would overwrite the earlier; give each entity a distinct literal prefix such as "${a.entity.name.toUpperCase()}#"`,
          path: joinPath(joinPath('$.entities', b.index), 'keys')
        });
      }
    }
  }
  return out;
}

function ends(t: Template): [string, string] {
  const first = t.parts[0];
  const last = t.parts[t.parts.length - 1];
  return [first?.kind === 'literal' ? first.text : '', last?.kind === 'literal' ? last.text : ''];
}

function matchesPattern(t: Template, text: string): boolean {
  let src = '^';
  // `*`, not `+`: an empty string is a valid non-key attribute value, so `USER#${id}` can render "USER#".
  for (const p of t.parts)
    src += p.kind === 'literal' ? p.text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') : '[^]*';
  return new RegExp(src + '$').test(text);
}
