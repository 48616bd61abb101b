import type { PagingOptions } from '../core/query/paginate-query.ts';
import { checkLimit } from '../core/query/check-limit.ts';
import type { QueryRequest } from '../core/query/run-query.ts';

/** `paging` is null when the AWS CLI would not paginate: one page, as the API answers. */
export type ParsedQueryArgs =
  | { ok: true; file: string; request: QueryRequest; paging: PagingOptions | null }
  /** `validation`: DynamoDB itself would refuse the request (a ValidationException, exit 1). */
  | { ok: false; error: string; validation?: true };

const VALUE_FLAGS = new Set([
  '--table-name',
  '--index-name',
  '--key-condition-expression',
  '--expression-attribute-values',
  '--expression-attribute-names',
  '--limit',
  '--return-consumed-capacity',
  '--select',
  '--exclusive-start-key',
  '--projection-expression',
  '--filter-expression',
  '--max-items',
  '--page-size',
  '--starting-token'
]);
const SWITCHES = new Set([
  '--scan-index-forward',
  '--no-scan-index-forward',
  '--consistent-read',
  '--no-consistent-read',
  '--no-paginate'
]);

/**
 * Read `keyscope query <file>` arguments with the AWS CLI's flag names, so a
 * command copied from the AWS docs or a shell history works unchanged.
 * https://docs.aws.amazon.com/cli/latest/reference/dynamodb/query.html
 */
export function parseQueryArgs(argv: readonly string[]): ParsedQueryArgs {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    let a = argv[i]!;
    let inline: string | undefined;
    const eq = a.indexOf('=');
    if (a.startsWith('--') && eq > 0) {
      inline = a.slice(eq + 1);
      a = a.slice(0, eq);
    }
    if (VALUE_FLAGS.has(a)) {
      const v = inline ?? argv[++i];
      if (v === undefined) return { ok: false, error: `${a} needs a value` };
      values.set(a, v);
    } else if (SWITCHES.has(a)) switches.add(a);
    else if (a.startsWith('--'))
      return {
        ok: false,
        error: `unknown option ${a}; keyscope query takes ${[...VALUE_FLAGS, ...SWITCHES].join(', ')}`
      };
    else if (file === undefined) file = a;
    else return { ok: false, error: `unexpected argument "${a}"; give one design file` };
  }
  if (!file)
    return {
      ok: false,
      error:
        'give a design file: keyscope query <file> --table-name T --key-condition-expression "…"'
    };
  const table = values.get('--table-name');
  if (!table) return { ok: false, error: '--table-name is required' };
  const kce = values.get('--key-condition-expression');
  if (!kce)
    return {
      ok: false,
      error: '--key-condition-expression is required (keyscope answers Query, not Scan)'
    };
  const eav = jsonFlag(values, '--expression-attribute-values');
  if (eav && !eav.ok) return eav;
  const ean = jsonFlag(values, '--expression-attribute-names');
  if (ean && !ean.ok) return ean;
  if (ean?.ok && !isStringRecord(ean.value))
    return {
      ok: false,
      error: '--expression-attribute-names must be a JSON object of strings, e.g. {"#pk":"PK"}'
    };
  const esk = jsonFlag(values, '--exclusive-start-key');
  if (esk && !esk.ok) return esk;
  const paging = pagingOptions(values, switches);
  if (!paging.ok) return paging;
  const limit = limitFlag(values, '--limit');
  if (limit && !limit.ok) return limit;
  const rcc = values.get('--return-consumed-capacity');
  if (rcc !== undefined && !['NONE', 'TOTAL', 'INDEXES'].includes(rcc))
    return {
      ok: false,
      error: `--return-consumed-capacity must be NONE, TOTAL or INDEXES, got "${rcc}"`
    };
  const select = values.get('--select');
  if (
    select !== undefined &&
    !['ALL_ATTRIBUTES', 'ALL_PROJECTED_ATTRIBUTES', 'COUNT'].includes(select)
  ) {
    return {
      ok: false,
      error: `--select must be ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES or COUNT, got "${select}"`
    };
  }
  const request: QueryRequest = {
    TableName: table,
    ...(values.has('--index-name') ? { IndexName: values.get('--index-name')! } : {}),
    KeyConditionExpression: kce,
    ...(ean?.ok ? { ExpressionAttributeNames: ean.value as Record<string, string> } : {}),
    ...(eav?.ok ? { ExpressionAttributeValues: eav.value } : {}),
    ScanIndexForward: !switches.has('--no-scan-index-forward'),
    ...(limit ? { Limit: limit.value } : {}),
    ConsistentRead: switches.has('--consistent-read') && !switches.has('--no-consistent-read'),
    ...(rcc ? { ReturnConsumedCapacity: rcc as 'NONE' | 'TOTAL' | 'INDEXES' } : {}),
    ...(esk?.ok ? { ExclusiveStartKey: esk.value } : {}),
    ...(values.has('--filter-expression')
      ? { FilterExpression: values.get('--filter-expression')! }
      : {}),
    ...(values.has('--projection-expression')
      ? { ProjectionExpression: values.get('--projection-expression')! }
      : {}),
    ...(select ? { Select: select as 'ALL_ATTRIBUTES' | 'ALL_PROJECTED_ATTRIBUTES' | 'COUNT' } : {})
  };
  return { ok: true, file, request, paging: paging.paging };
}

/**
 * The AWS CLI paginates unless told not to (`--no-paginate`) or given the API's own paging
 * parameters (`--limit`, `--exclusive-start-key`), and then refuses its paging flags.
 * https://docs.aws.amazon.com/cli/latest/userguide/cli-usage-pagination.html
 */
function pagingOptions(
  values: Map<string, string>,
  switches: Set<string>
): { ok: true; paging: PagingOptions | null } | { ok: false; error: string } {
  const flags = ['--starting-token', '--page-size', '--max-items'].filter((f) => values.has(f));
  const manual = values.has('--limit') || values.has('--exclusive-start-key');
  if (switches.has('--no-paginate') || manual) {
    return flags.length
      ? {
          ok: false,
          error: `Cannot specify --no-paginate along with pagination arguments: ${flags.join(', ')}${manual ? ' (--limit and --exclusive-start-key turn pagination off, as in the AWS CLI)' : ''}`
        }
      : { ok: true, paging: null };
  }
  const paging: { maxItems?: number; pageSize?: number; startingToken?: string } = {};
  // --page-size is each page's Limit, so DynamoDB's Limit rule applies to it.
  const pageSize = limitFlag(values, '--page-size');
  if (pageSize && !pageSize.ok) return pageSize;
  if (pageSize) paging.pageSize = pageSize.value;
  const maxItems = values.get('--max-items');
  if (maxItems !== undefined) {
    // botocore's own option: any count of items from 1 up (past 2^53 it is simply "all").
    if (!/^\d+$/.test(maxItems) || /^0+$/.test(maxItems))
      return {
        ok: false,
        error: `--max-items must be a whole number of at least 1, got "${clip(maxItems)}"`
      };
    paging.maxItems = Number(maxItems);
  }
  if (values.has('--starting-token')) paging.startingToken = values.get('--starting-token')!;
  return { ok: true, paging };
}

/**
 * A flag that is a Query's Limit (`--limit`, `--page-size`): text that is not a whole number is
 * a flag error (exit 2); a whole number out of DynamoDB's range is what DynamoDB refuses, in its
 * words (`checkLimit`), judged on the text as typed so no digit is lost to a float.
 */
function limitFlag(
  values: Map<string, string>,
  flag: string
): { ok: true; value: number } | { ok: false; error: string; validation?: true } | undefined {
  const text = values.get(flag);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text))
    return { ok: false, error: `${flag} must be a whole number, got "${clip(text)}"` };
  const problem = checkLimit(text);
  if (problem) return { ok: false, error: problem, validation: true };
  return { ok: true, value: Number(text) };
}

/** A flag's value as quoted in a message: a 5 MB argument is not echoed whole. */
function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function jsonFlag(
  values: Map<string, string>,
  flag: string
): { ok: true; value: unknown } | { ok: false; error: string } | undefined {
  const text = values.get(flag);
  if (text === undefined) return undefined;
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, error: `${flag} is not valid JSON: ${(e as Error).message}` };
  }
}

function isStringRecord(v: unknown): boolean {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => typeof x === 'string')
  );
}
