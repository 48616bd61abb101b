import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { AttributeMap, AttributeValue } from '../model/attribute-value.ts';
import { emptyMap } from '../model/attribute-value.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { parseDecimal } from '../keys/decimal.ts';
import { decodeBase64 } from '../keys/base64.ts';
import { describeJson } from '../json/describe-json.ts';
import { isPlainObject } from '../json/is-plain-object.ts';
import { repeatedInSet } from './repeated-in-set.ts';

const MAX_DEPTH = DYNAMODB_LIMITS.nestingDepth;

/**
 * Read a DynamoDB JSON item (`{"PK": {"S": "…"}, "n": {"N": "1"}}`) into a
 * null-prototype attribute map. Every problem is reported with its JSON path;
 * a bad attribute is dropped from the result but the rest of the item is kept.
 * Keys such as `__proto__` are ordinary attribute names here.
 */
export function parseAttributeMap(
  raw: unknown,
  path: string,
  findings: Finding[]
): AttributeMap | null {
  if (!isPlainObject(raw)) {
    findings.push(
      err(
        'item.not-object',
        `expected an item object in DynamoDB JSON, got ${describeJson(raw)}`,
        path
      )
    );
    return null;
  }
  return parseMap(raw, path, findings, 0);
}

function parseMap(
  raw: Record<string, unknown>,
  path: string,
  findings: Finding[],
  depth: number
): AttributeMap {
  const out = emptyMap();
  for (const name of Object.keys(raw)) {
    const p = joinPath(path, name);
    if (name.length === 0) {
      findings.push(
        err(
          'attribute.empty-name',
          'an attribute name is empty; DynamoDB names need at least 1 character',
          p
        )
      );
      continue;
    }
    const v = parseValue(raw[name], p, findings, depth + 1);
    if (v) out[name] = v;
  }
  return out;
}

/** Read one DynamoDB JSON attribute value such as `{"S": "x"}`; null when invalid (reported). */
export function parseValue(
  raw: unknown,
  path: string,
  findings: Finding[],
  depth = 1
): AttributeValue | null {
  if (depth > MAX_DEPTH) {
    findings.push(
      err(
        'attribute.too-deep',
        `nested more than ${MAX_DEPTH} levels; DynamoDB allows ${MAX_DEPTH}`,
        path
      )
    );
    return null;
  }
  if (!isPlainObject(raw)) {
    findings.push(
      err(
        'attribute.not-typed',
        `expected a typed value like {"S": "…"}, got ${describeJson(raw)}`,
        path
      )
    );
    return null;
  }
  const tags = Object.keys(raw);
  if (tags.length !== 1) {
    findings.push(
      err(
        'attribute.not-typed',
        `expected exactly one type tag (S, N, B, BOOL, NULL, L, M, SS, NS, BS), got ${tags.length === 0 ? 'none' : tags.map((t) => JSON.stringify(t)).join(', ')}`,
        path
      )
    );
    return null;
  }
  const tag = tags[0]!;
  const v = raw[tag];
  const p = joinPath(path, tag);
  switch (tag) {
    case 'S':
      return typeof v === 'string' ? { S: v } : bad(findings, p, 'a string', v);
    case 'N':
      return parseNumber(v, p, findings);
    case 'B':
      return parseBinary(v, p, findings);
    case 'BOOL':
      return typeof v === 'boolean' ? { BOOL: v } : bad(findings, p, 'true or false', v);
    case 'NULL':
      return v === true ? { NULL: true } : bad(findings, p, 'true', v);
    case 'L': {
      if (!Array.isArray(v)) return bad(findings, p, 'an array', v);
      const list: AttributeValue[] = [];
      v.forEach((e, i) => {
        const x = parseValue(e, joinPath(p, i), findings, depth + 1);
        if (x) list.push(x);
      });
      return { L: list };
    }
    case 'M':
      return isPlainObject(v)
        ? { M: parseMap(v, p, findings, depth) }
        : bad(findings, p, 'an object', v);
    case 'SS':
    case 'NS':
    case 'BS':
      return parseSet(tag, v, p, findings);
    default:
      findings.push(
        err(
          'attribute.unknown-type',
          `unknown type tag ${JSON.stringify(tag)}; use one of S, N, B, BOOL, NULL, L, M, SS, NS, BS`,
          path
        )
      );
      return null;
  }
}

function parseNumber(v: unknown, p: string, findings: Finding[]): AttributeValue | null {
  // Numbers travel as strings in DynamoDB JSON; a bare JSON number is accepted
  // only when it is an exactly representable integer (no silent rounding).
  const text =
    typeof v === 'string' ? v : typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : null;
  if (text === null) return bad(findings, p, 'a number written as a string, e.g. "42"', v);
  const d = parseDecimal(text);
  if (!d.ok) {
    findings.push(err('number.invalid', d.error, p));
    return null;
  }
  return { N: text };
}

function parseBinary(v: unknown, p: string, findings: Finding[]): AttributeValue | null {
  if (typeof v !== 'string') return bad(findings, p, 'a base64 string', v);
  if (decodeBase64(v) === null) {
    findings.push(err('binary.invalid', `"${v.slice(0, 40)}" is not valid base64`, p));
    return null;
  }
  return { B: v };
}

function parseSet(
  tag: 'SS' | 'NS' | 'BS',
  v: unknown,
  p: string,
  findings: Finding[]
): AttributeValue | null {
  if (!Array.isArray(v)) return bad(findings, p, 'an array', v);
  if (v.length === 0) {
    findings.push(
      err(
        'set.empty',
        'an empty set; DynamoDB does not allow empty sets — remove the attribute instead',
        p
      )
    );
    return null;
  }
  const out: string[] = [];
  const at: number[] = [];
  v.forEach((e, i) => {
    const ep = joinPath(p, i);
    const x =
      tag === 'SS'
        ? typeof e === 'string'
          ? { S: e }
          : bad(findings, ep, 'a string', e)
        : tag === 'NS'
          ? parseNumber(e, ep, findings)
          : parseBinary(e, ep, findings);
    if (!x) return;
    out.push(Object.values(x)[0] as string);
    at.push(i);
  });
  repeatedInSet(tag, out, at, p, findings);
  return tag === 'SS' ? { SS: out } : tag === 'NS' ? { NS: out } : { BS: out };
}

function bad(findings: Finding[], path: string, expected: string, got: unknown): null {
  findings.push(
    err('attribute.wrong-type', `expected ${expected}, got ${describeJson(got)}`, path)
  );
  return null;
}

function err(code: string, message: string, path: string): Finding {
  return { severity: 'error', code, message, path };
}
