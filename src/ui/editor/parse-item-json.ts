import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { Finding } from '../../core/model/finding.ts';
import { parseAttributeMap } from '../../core/attributes/parse-attribute-map.ts';

export type ItemJsonResult =
  { ok: true; item: AttributeMap } | { ok: false; errors: readonly string[] };

/**
 * Read one item typed in DynamoDB JSON (`{"id": {"S": "a"}}`). Anything parseAttributeMap
 * would drop or report counts as an error, so a saved item is exactly what was typed.
 */
export function parseItemJson(text: string): ItemJsonResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`not valid JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const findings: Finding[] = [];
  const item = parseAttributeMap(raw, '$', findings);
  const errors = findings.map((f) => `${f.path}: ${f.message}`);
  if (!item || errors.length > 0)
    return { ok: false, errors: errors.length ? errors : ['not an item'] };
  return { ok: true, item };
}

/** An item as indented DynamoDB JSON for the editor. */
export function itemJson(item: AttributeMap): string {
  return JSON.stringify(item, null, 2);
}
