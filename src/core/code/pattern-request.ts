import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { KeyType } from '../model/attribute-value.ts';
import type { AccessPattern, KeyAttribute, SortKeyCondition } from '../model/design.ts';
import { patternParameterNames } from '../query/pattern-parameters.ts';
import { isReservedWord } from '../query/reserved-words.ts';
import { runAccessPattern } from '../query/run-access-pattern.ts';
import { patternProblems } from '../rules/pattern-problems.ts';
import { parseTemplate, type TemplatePart } from '../templates/parse-template.ts';
import { viewKeyAttributes } from '../views/table-key-attributes.ts';

/** A key value as code builds it: the template's pieces, its fields read from parameters. */
export interface CodeValue {
  readonly type: KeyType;
  readonly parts: readonly TemplatePart[];
}

/** One `#name = :value`-style condition of the request, in order. */
export interface CodeCondition {
  /** The attribute as the expression names it: itself, or `#name` where it must be a placeholder. */
  readonly ref: string;
  readonly attribute: string;
  readonly operator: SortKeyCondition['operator'];
  /** `:pk`, `:sk0`…: the value placeholders (two for BETWEEN). */
  readonly placeholders: readonly string[];
  readonly values: readonly CodeValue[];
}

/**
 * An access pattern as the one read request code sends, the same for every language: GetItem
 * when it names one item of the table by its whole primary key, else Query on its table or
 * index, with its key condition built from the pattern's templates and parameters.
 */
export interface PatternRequest {
  readonly pattern: string;
  readonly description: string | undefined;
  readonly operation: 'GetItem' | 'Query';
  readonly table: string;
  readonly index: string | null;
  /** The parameters the templates read, in order of first use, with the pattern's values. */
  readonly parameters: readonly { readonly name: string; readonly example: string }[];
  /** Every key condition: the partition attributes' (`=`), then the sort conditions. */
  readonly conditions: readonly CodeCondition[];
  /** The queried table's or index's sort key attributes, in KeySchema order (none without one). */
  readonly sortKey: readonly string[];
  /** `KeyConditionExpression` for a Query (GetItem has a `Key` from `conditions` instead). */
  readonly expression: string;
  /** `ExpressionAttributeNames`: only the attributes that need a placeholder (reserved words). */
  readonly names: ReadonlyMap<string, string>;
  readonly scanIndexForward: boolean;
  readonly consistentRead: boolean;
  readonly limit: number | undefined;
  /** Whether more than one page can come back, so the code follows `LastEvaluatedKey`. */
  readonly paginate: boolean;
  /** What Keyscope computes the request to read, on the design's items. */
  readonly capacityUnits: number;
  readonly items: number;
}

/**
 * The request an access pattern sends, for the code generators: checked by the pattern rules
 * (a string names what keeps it from being one request). Names are written plainly unless they
 * are DynamoDB reserved words or not plain identifiers, then behind `#placeholders`.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ReservedWords.html
 *
 * @example
 * patternRequest(analysis, gaming.accessPatterns[2]!).expression; // 'PK = :pk AND begins_with(SK, :sk0)'
 */
export function patternRequest(
  analysis: DesignAnalysis,
  pattern: AccessPattern
): PatternRequest | string {
  const tables = analysis.tables.map((t) => t.table);
  const broken = patternProblems(tables, pattern)[0];
  if (broken) return `access pattern "${pattern.name}" is not one request: ${broken.message}`;
  const ta = analysis.tables.find((t) => t.table.name === pattern.table)!;
  const view = ta.views.find((v) => v.spec.index === pattern.index)!;
  const key = viewKeyAttributes(view.spec);
  const names = new Map<string, string>();
  const ref = (name: string): string => {
    if (/^[A-Za-z][A-Za-z0-9_]*$/.test(name) && !isReservedWord(name)) return name;
    const base = `#${name.replace(/[^A-Za-z0-9_]/g, '_')}`;
    let placeholder = base;
    for (let n = 2; names.has(placeholder) && names.get(placeholder) !== name; n++)
      placeholder = `${base}${n}`;
    names.set(placeholder, name);
    return placeholder;
  };
  const value = (source: string, type: KeyType): CodeValue | string => {
    const parsed = parseTemplate(source);
    return parsed.ok ? { type, parts: parsed.template.parts } : parsed.error.message;
  };
  const conditions: CodeCondition[] = [];
  const pkTemplates = [pattern.partitionKey, ...(pattern.morePartitionKeys ?? [])];
  for (const [i, a] of key.partition.entries()) {
    const v = value(pkTemplates[i]!, a.type);
    if (typeof v === 'string') return v;
    const placeholder = key.partition.length > 1 ? `:pk${i}` : ':pk';
    conditions.push(condition(ref(a.name), a, '=', [placeholder], [v]));
  }
  const sorts = pattern.sortKey ? [pattern.sortKey, ...(pattern.moreSortKeys ?? [])] : [];
  for (const [i, c] of sorts.entries()) {
    const a = key.sort[i]!;
    const v = value(c.value, a.type);
    if (typeof v === 'string') return v;
    const upper = c.upper === undefined ? undefined : value(c.upper, a.type);
    if (typeof upper === 'string') return upper;
    const placeholders = upper ? [`:sk${i}`, `:sk${i}upper`] : [`:sk${i}`];
    conditions.push(condition(ref(a.name), a, c.operator, placeholders, upper ? [v, upper] : [v]));
  }
  const run = runAccessPattern(analysis, pattern);
  const whole =
    pattern.index === null &&
    conditions.length === key.partition.length + key.sort.length &&
    conditions.every((c) => c.operator === '=');
  return {
    pattern: pattern.name,
    description: pattern.description,
    operation: whole ? 'GetItem' : 'Query',
    table: pattern.table,
    index: pattern.index,
    parameters: patternParameterNames(pattern).map((name) => ({
      name,
      example: Object.prototype.hasOwnProperty.call(pattern.parameters, name)
        ? pattern.parameters[name]!
        : ''
    })),
    conditions,
    sortKey: key.sort.map((a) => a.name),
    expression: conditions.map(expressionOf).join(' AND '),
    names,
    scanIndexForward: pattern.scanIndexForward,
    consistentRead: pattern.consistentRead,
    limit: pattern.limit,
    paginate: !whole,
    capacityUnits: run.capacityUnits,
    items: run.count
  };
}

function condition(
  ref: string,
  a: KeyAttribute,
  operator: SortKeyCondition['operator'],
  placeholders: string[],
  values: CodeValue[]
): CodeCondition {
  return { ref, attribute: a.name, operator, placeholders, values };
}

function expressionOf(c: CodeCondition): string {
  const [a, b] = c.placeholders;
  if (c.operator === 'begins_with') return `begins_with(${c.ref}, ${a})`;
  if (c.operator === 'BETWEEN') return `${c.ref} BETWEEN ${a} AND ${b}`;
  return `${c.ref} ${c.operator} ${a}`;
}
