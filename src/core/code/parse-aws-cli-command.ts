import { parse, type ParseEntry } from 'shell-quote';
import { decodeBase64 } from '../keys/base64.ts';

/** A key value as the SDK's input holds it (binaries as bytes). */
export type CliKeyValue = { S: string } | { N: string } | { B: Uint8Array };

/** What `aws dynamodb query` sends, in the shape of the SDK's QueryCommand input. */
export interface CliQueryInput {
  TableName: string;
  IndexName?: string;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, CliKeyValue>;
  ScanIndexForward?: boolean;
  ConsistentRead?: boolean;
  Limit?: number;
  ReturnConsumedCapacity?: string;
}

/** What `aws dynamodb get-item` sends, in the shape of the SDK's GetItemCommand input. */
export interface CliGetItemInput {
  TableName: string;
  Key: Record<string, CliKeyValue>;
  ConsistentRead?: boolean;
  ReturnConsumedCapacity?: string;
}

export type ParsedCliCommand =
  | {
      readonly operation: 'Query';
      readonly input: CliQueryInput;
      /** `--max-items`: the most items the CLI prints in all, over the pages it reads. */
      readonly maxItems?: number;
    }
  | { readonly operation: 'GetItem'; readonly input: CliGetItemInput };

const FLAGS = new Map<string, 'text' | 'json' | 'number' | true | false>([
  ['--table-name', 'text'],
  ['--index-name', 'text'],
  ['--key-condition-expression', 'text'],
  ['--expression-attribute-names', 'json'],
  ['--expression-attribute-values', 'json'],
  ['--key', 'json'],
  ['--limit', 'number'],
  ['--page-size', 'number'],
  ['--max-items', 'number'],
  ['--return-consumed-capacity', 'text'],
  ['--scan-index-forward', true],
  ['--no-scan-index-forward', false],
  ['--consistent-read', true],
  ['--no-consistent-read', false]
]);
const FIELD = new Map([
  ['--table-name', 'TableName'],
  ['--index-name', 'IndexName'],
  ['--key-condition-expression', 'KeyConditionExpression'],
  ['--expression-attribute-names', 'ExpressionAttributeNames'],
  ['--expression-attribute-values', 'ExpressionAttributeValues'],
  ['--key', 'Key'],
  ['--limit', 'Limit'],
  // The CLI's paging options: a page's size is the request's Limit; the most items is its own.
  ['--page-size', 'Limit'],
  ['--max-items', 'MaxItems'],
  ['--return-consumed-capacity', 'ReturnConsumedCapacity'],
  ['--scan-index-forward', 'ScanIndexForward'],
  ['--no-scan-index-forward', 'ScanIndexForward'],
  ['--consistent-read', 'ConsistentRead'],
  ['--no-consistent-read', 'ConsistentRead']
]);

/**
 * A shell script of variable assignments and one `aws dynamodb query` or `get-item` command
 * (what `awsCliCode` writes) read back as the request the AWS CLI would send, in the SDK's input
 * shape: the words as a POSIX shell splits and unquotes them (shell-quote, with each `$name`
 * taken from the assignments before it), the flags as the CLI maps them to the API's fields, the
 * JSON parsed, binary values decoded from base64. A string says what is not understood: an
 * unknown flag, a variable no line sets, bad JSON, a second command.
 *
 * @example
 * parseAwsCliCommand("u='jo'\naws dynamodb get-item --table-name T --key '{\"PK\":{\"S\":\"'\"$u\"'\"}}'");
 * // { operation: 'GetItem', input: { TableName: 'T', Key: { PK: { S: 'jo' } } } }
 */
export function parseAwsCliCommand(script: string): ParsedCliCommand | string {
  const env = new Map<string, string>();
  let found: ParsedCliCommand | string | null = null;
  for (const line of logicalLines(script)) {
    const missing: string[] = [];
    const words = parse(line, (name) => {
      const v = env.get(name);
      if (v === undefined) missing.push(name);
      return v ?? '';
    }).filter((w: ParseEntry) => !(typeof w === 'object' && 'comment' in w));
    if (words.length === 0) continue;
    if (missing.length) return `"${line}" uses $${missing[0]}, which no line before it sets`;
    const odd = words.find((w) => typeof w !== 'string');
    if (odd !== undefined)
      return `"${line}" is not one plain command: it has ${JSON.stringify(odd)}; write each on its own line`;
    const texts = words as string[];
    const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(texts[0]!);
    if (assignment && texts.length === 1) env.set(assignment[1]!, assignment[2]!);
    else if (found !== null) return `"${line}" is a second command; give one aws command`;
    else found = command(texts);
    if (typeof found === 'string') return found;
  }
  return found ?? 'no "aws dynamodb query" or "aws dynamodb get-item" command is given';
}

/** The script's commands: lines joined at backslash-newline, split at newlines outside quotes. */
function logicalLines(script: string): string[] {
  const lines: string[] = [];
  let line = '';
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < script.length; i++) {
    const c = script[i]!;
    if (c === '\\' && quote !== "'") {
      if (script[i + 1] === '\n') i++;
      else line += c + (script[++i] ?? '');
    } else if (c === '\n' && quote === null) {
      lines.push(line);
      line = '';
    } else {
      if (c === "'" && quote !== '"') quote = quote === "'" ? null : "'";
      else if (c === '"' && quote !== "'") quote = quote === '"' ? null : '"';
      else if (c === '#' && quote === null && /(^|\s)$/.test(line)) {
        // A comment runs to the end of its line, whatever quotes it holds.
        const end = script.indexOf('\n', i);
        i = (end < 0 ? script.length : end) - 1;
        continue;
      }
      line += c;
    }
  }
  lines.push(line);
  return lines;
}

function command(words: string[]): ParsedCliCommand | string {
  const [aws, service, op, ...rest] = words;
  const operation = op === 'query' ? 'Query' : op === 'get-item' ? 'GetItem' : null;
  if (aws !== 'aws' || service !== 'dynamodb' || operation === null)
    return `"${words.slice(0, 3).join(' ')}" is not "aws dynamodb query" or "aws dynamodb get-item"`;
  const input: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = rest[i]!.split(/=(.*)/s) as [string, string | undefined];
    const kind = FLAGS.get(flag);
    const field = FIELD.get(flag);
    if (kind === undefined || field === undefined)
      return `${rest[i]} is not a flag of aws dynamodb ${op} that Keyscope writes`;
    if (seen.has(flag)) return `${flag} is given twice`;
    const other = [...seen].find((f) => FIELD.get(f) === field);
    if (other) return `${flag} and ${other} both set ${field}; give one`;
    seen.add(flag);
    if (typeof kind === 'boolean') {
      input[field] = kind;
      continue;
    }
    const value = inline ?? rest[++i];
    if (value === undefined) return `${flag} needs a value`;
    if (kind === 'text') input[field] = value;
    else if (kind === 'number') {
      if (!/^\d+$/.test(value)) return `${flag} ${value} is not a whole number`;
      input[field] = Number(value);
    } else {
      const parsed = json(flag, value, field !== 'ExpressionAttributeNames');
      if (typeof parsed === 'string') return parsed;
      input[field] = parsed;
    }
  }
  if (typeof input['TableName'] !== 'string') return `aws dynamodb ${op} needs --table-name`;
  const { MaxItems: maxItems, ...sent } = input;
  if (operation === 'GetItem') {
    if (maxItems !== undefined) return 'aws dynamodb get-item has no --max-items';
    if (!sent['Key']) return 'aws dynamodb get-item needs --key';
    return { operation, input: sent as unknown as CliGetItemInput };
  }
  return {
    operation,
    input: sent as unknown as CliQueryInput,
    ...(maxItems === undefined ? {} : { maxItems: maxItems as number })
  };
}

/** A JSON map of names (strings) or of key values (S, N or B, one type each). */
function json(
  flag: string,
  text: string,
  values: boolean
): Record<string, string | CliKeyValue> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return `${flag} is not JSON (${e instanceof Error ? e.message : String(e)}): ${text}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return `${flag} is not a JSON object: ${text}`;
  const out: [string, string | CliKeyValue][] = [];
  for (const [k, v] of Object.entries(parsed)) {
    if (!values) {
      if (typeof v !== 'string') return `${flag}: "${k}" is not a name string`;
      out.push([k, v]);
      continue;
    }
    const entries = typeof v === 'object' && v !== null ? Object.entries(v) : [];
    const [type, inner] = entries[0] ?? [];
    if (entries.length !== 1 || typeof inner !== 'string' || !['S', 'N', 'B'].includes(type!))
      return `${flag}: "${k}" is not one S, N or B key value`;
    if (type === 'B') {
      const bytes = decodeBase64(inner);
      if (!bytes) return `${flag}: "${k}" has a B value that is not base64`;
      out.push([k, { B: bytes }]);
    } else out.push([k, { [type!]: inner } as CliKeyValue]);
  }
  return Object.fromEntries(out);
}
