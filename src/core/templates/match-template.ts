import type { Template } from './parse-template.ts';

/**
 * Match a key string back to a template and recover the attribute values it
 * was built from: `USER#alice` against `USER#${username}` gives
 * `{ username: "alice" }`. Live-table inference uses this to tell which entity
 * an item belongs to. Placeholders match lazily, so a value that contains the
 * next literal separator is split at its first occurrence — the same ambiguity
 * a reader of the key has. Padded fields lose their left padding.
 * Returns null when the key does not fit the template.
 */
export function matchTemplate(template: Template, key: string): Map<string, string> | null {
  const re = compiled.get(template) ?? compile(template);
  const m = re.exec(key);
  if (!m) return null;
  const out = new Map<string, string>();
  let g = 1;
  for (const part of template.parts) {
    if (part.kind !== 'field') continue;
    let value = m[g++] ?? '';
    if (part.size !== undefined) {
      const pad = part.pad ?? '0';
      while (value.length > pad.length && value.startsWith(pad)) value = value.slice(pad.length);
    }
    const seen = out.get(part.name);
    if (seen !== undefined && seen !== value) return null; // one attribute, two different values
    out.set(part.name, value);
  }
  return out;
}

const compiled = new WeakMap<Template, RegExp>();

function compile(template: Template): RegExp {
  let src = '^';
  for (const part of template.parts) {
    src +=
      part.kind === 'literal'
        ? escape(part.text)
        : part.size !== undefined
          ? `([^]{${part.size},}?)`
          : '([^]*?)';
  }
  const re = new RegExp(src + '$');
  compiled.set(template, re);
  return re;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
