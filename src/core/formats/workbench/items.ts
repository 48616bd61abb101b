import type { FindingCollector } from '../../model/finding-collector.ts';
import type { AttributeMap } from '../../model/attribute-value.ts';
import { joinPath } from '../../model/finding.ts';
import { describeJson } from '../../json/describe-json.ts';
import { isPlainObject } from '../../json/is-plain-object.ts';
import { parseAttributeMap } from '../../attributes/parse-attribute-map.ts';

/** Items read from one `TableData` array, with the JSON path of each (parallel arrays). */
export interface ReadItems {
  readonly items: AttributeMap[];
  readonly sources: string[];
}

/**
 * Read a Workbench `TableData` array: DynamoDB JSON items, e.g.
 * `{"PK": {"S": "…"}, "stockLevel": {"N": "70"}}` (dynamodb-rules.md §E; format
 * seen in aws-samples/aws-dynamodb-examples `schema_design/SchemaExamples/*`).
 * Every item is kept: a bad attribute is reported and dropped from its item
 * (parseAttributeMap), never the whole item. Only an entry that is not an object
 * at all cannot become an item; it is reported at its path.
 */
export function readTableData(
  raw: unknown,
  path: string,
  r: FindingCollector,
  owner: string
): ReadItems {
  const out: ReadItems = { items: [], sources: [] };
  if (raw === undefined) return out;
  if (!Array.isArray(raw)) {
    r.error(
      path,
      'workbench.table-data-not-array',
      `TableData of ${owner} should be an array of DynamoDB JSON items, got ${describeJson(raw)}; no items were read from it`
    );
    return out;
  }
  raw.forEach((entry, i) => {
    r.counter?.item();
    const p = joinPath(path, i);
    if (!isPlainObject(entry)) {
      r.error(
        p,
        'workbench.item-not-object',
        `item ${i} of ${owner} is ${describeJson(entry)}, not a DynamoDB JSON item object, so it cannot be loaded; replace it with an object like {"PK": {"S": "…"}} or remove it`
      );
      return;
    }
    const item = parseAttributeMap(entry, p, r.findings);
    if (item) {
      out.items.push(item);
      out.sources.push(p);
    }
  });
  return out;
}

/** Count the entries of a raw `TableData` array (for messages about skipped tables). */
export function countRaw(raw: unknown): number {
  return Array.isArray(raw) ? raw.length : 0;
}
