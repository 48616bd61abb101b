import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import { utf8Length } from '../keys/compare-utf8.ts';
import { cutText } from '../text/cut-text.ts';

/**
 * Naming rules: table and index names are 3–255 characters of a-z, A-Z, 0-9,
 * "_", "-" and "."; attribute names are 1 character to 64 KB, and at most
 * 255 bytes when they are a secondary index key (we hold every key attribute
 * to 255 bytes, since any of them can become an index key).
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.NamingRulesDataTypes.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html
 */
const { tableNameMinChars: MIN, tableNameMaxChars: MAX } = DYNAMODB_LIMITS;
const NAME_RE = new RegExp(`^[A-Za-z0-9_.-]{${MIN},${MAX}}$`);

/** Null when valid, otherwise what is wrong and how to fix it. */
export function checkTableOrIndexName(kind: 'table' | 'index', name: string): string | null {
  if (NAME_RE.test(name)) return null;
  if (name.length < MIN)
    return `${kind} name "${name}" is ${name.length} characters; DynamoDB needs ${MIN} to ${MAX}`;
  if (name.length > MAX)
    return `${kind} name is ${name.length} characters; DynamoDB allows at most ${MAX}`;
  const bad = [...name].find((c) => !/[A-Za-z0-9_.-]/.test(c)) ?? '';
  return `${kind} name "${name}" contains "${bad}"; use only letters, digits, "_", "-" and "."`;
}

export function checkAttributeName(name: string, isKey: boolean): string | null {
  if (name.length === 0) return 'attribute name is empty; it needs at least 1 character';
  const bytes = utf8Length(name);
  const max = isKey ? DYNAMODB_LIMITS.keyAttributeNameBytes : DYNAMODB_LIMITS.attributeNameBytes;
  if (bytes > max) {
    return `${isKey ? 'key ' : ''}attribute name "${cutText(name, 30)}" is ${bytes} bytes; the limit is ${max}`;
  }
  return null;
}
