import type { AttributeMap, AttributeValue, KeyType, KeyValue } from '../model/attribute-value.ts';
import { getAttr } from '../model/attribute-value.ts';
import { canonicalDecimal, parseDecimal } from '../keys/decimal.ts';
import type { Template } from './parse-template.ts';

/** Why a key could not be rendered. */
export type RenderProblem =
  | { readonly kind: 'missing'; readonly attribute: string }
  | { readonly kind: 'unrenderable'; readonly attribute: string; readonly type: string }
  | { readonly kind: 'not-a-number'; readonly text: string }
  | { readonly kind: 'needs-single-field'; readonly keyType: KeyType };

export type RenderResult = { ok: true; value: KeyValue } | { ok: false; problem: RenderProblem };

/**
 * Render a template over an item into a key value of the key attribute's type.
 * S keys concatenate; N and B keys must be one placeholder (a number or binary
 * cannot be glued to text), or for N a literal number.
 */
export function renderTemplate(
  template: Template,
  item: AttributeMap,
  keyType: KeyType
): RenderResult {
  const r = renderKey(template, item, keyType);
  return 'kind' in r ? { ok: false, problem: r } : { ok: true, value: r };
}

/**
 * The allocation-free core of renderTemplate for the hot loop over every item:
 * the key value itself, or the problem (told apart by its `kind`).
 */
export function renderKey(
  template: Template,
  item: AttributeMap,
  keyType: KeyType
): KeyValue | RenderProblem {
  if (keyType !== 'S') {
    const r = renderScalar(template, item, keyType);
    return r.ok ? r.value : r.problem;
  }
  const parts = template.parts;
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.kind === 'literal') {
      out += part.text;
      continue;
    }
    const v = getAttr(item, part.name);
    if (v === undefined) return { kind: 'missing', attribute: part.name };
    const text = 'S' in v ? v.S : valueText(v);
    if (text === null)
      return { kind: 'unrenderable', attribute: part.name, type: Object.keys(v)[0] ?? '?' };
    out +=
      part.size !== undefined && text.length < part.size
        ? (part.pad ?? '0').repeat(part.size - text.length) + text
        : text;
  }
  return { S: out };
}

function renderScalar(template: Template, item: AttributeMap, keyType: 'N' | 'B'): RenderResult {
  const only = template.parts.length === 1 ? template.parts[0]! : undefined;
  if (only?.kind === 'literal' && keyType === 'N') {
    return parseDecimal(only.text).ok
      ? { ok: true, value: { N: only.text } }
      : { ok: false, problem: { kind: 'not-a-number', text: only.text } };
  }
  if (only?.kind !== 'field')
    return { ok: false, problem: { kind: 'needs-single-field', keyType } };
  const v = getAttr(item, only.name);
  if (v === undefined) return { ok: false, problem: { kind: 'missing', attribute: only.name } };
  if (keyType === 'N') {
    if ('N' in v) return { ok: true, value: { N: v.N } };
    if ('S' in v)
      return parseDecimal(v.S).ok
        ? { ok: true, value: { N: v.S } }
        : { ok: false, problem: { kind: 'not-a-number', text: v.S } };
  } else if ('B' in v) return { ok: true, value: { B: v.B } };
  return {
    ok: false,
    problem: { kind: 'unrenderable', attribute: only.name, type: Object.keys(v)[0] ?? '?' }
  };
}

/** The text a scalar contributes to a string key; null for types that cannot be part of one. */
export function valueText(v: AttributeValue): string | null {
  if ('S' in v) return v.S;
  if ('N' in v) {
    // DynamoDB trims leading and trailing zeros of numbers, so render the canonical value.
    const d = parseDecimal(v.N);
    return d.ok ? canonicalDecimal(d.value) : v.N;
  }
  if ('B' in v) return v.B;
  if ('BOOL' in v) return v.BOOL ? 'true' : 'false';
  return null;
}

/** Render a template over plain string parameters (access patterns), as a string. */
export function renderWithParameters(
  template: Template,
  parameters: Pick<ReadonlyMap<string, string>, 'get'>
): { ok: true; text: string } | { ok: false; missing: string } {
  let out = '';
  for (const part of template.parts) {
    if (part.kind === 'literal') out += part.text;
    else {
      const v = parameters.get(part.name);
      if (v === undefined) return { ok: false, missing: part.name };
      out +=
        part.size !== undefined && v.length < part.size
          ? (part.pad ?? '0').repeat(part.size - v.length) + v
          : v;
    }
  }
  return { ok: true, text: out };
}
