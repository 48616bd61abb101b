import type { AwsCredentials } from './aws-credentials.ts';

export type CredentialsFormat = 'process' | 'env' | 'windows-cmd' | 'powershell' | 'ini';

export type ParsedCredentials =
  | { readonly ok: true; readonly credentials: AwsCredentials; readonly format: CredentialsFormat }
  | { readonly ok: false; readonly error: string };

/** The environment variable names `aws configure export-credentials` prints, lower-cased. */
const FIELDS = new Map<string, keyof AwsCredentials>([
  ['aws_access_key_id', 'accessKeyId'],
  ['aws_secret_access_key', 'secretAccessKey'],
  ['aws_session_token', 'sessionToken'],
  ['aws_credential_expiration', 'expiration']
]);

// `export NAME=value`, `NAME=value`, `set NAME=value`, `$Env:NAME="value"`, `name = value` (ini).
const LINE =
  /^\s*(export\s+|set\s+|\$env:)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S*))\s*$/i;

/**
 * Read credentials pasted from `aws configure export-credentials`: `--format process` (the JSON
 * with Version, AccessKeyId, SecretAccessKey, SessionToken, Expiration), `--format env` or
 * `env-no-export` (`export AWS_ACCESS_KEY_ID=…` lines), `--format windows-cmd` (`set …`),
 * `--format powershell` (`$Env:AWS_ACCESS_KEY_ID="…"`), or a `~/.aws/credentials` profile.
 * Errors name the line or field that is wrong but never repeat a value: the paste holds secrets.
 * https://awscli.amazonaws.com/v2/documentation/api/latest/reference/configure/export-credentials.html
 *
 * @example
 * parseCredentials('export AWS_ACCESS_KEY_ID=ASIA…\nexport AWS_SECRET_ACCESS_KEY=…\nexport AWS_SESSION_TOKEN=…');
 * // { ok: true, format: 'env', credentials: { accessKeyId: 'ASIA…', secretAccessKey: '…', sessionToken: '…' } }
 */
export function parseCredentials(text: string): ParsedCredentials {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'nothing was pasted' };
  if (trimmed.startsWith('{')) return fromProcessJson(trimmed);
  const found = new Map<keyof AwsCredentials, string>();
  let format: CredentialsFormat | undefined;
  const lines = trimmed.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';') || /^\[.*\]$/.test(line))
      continue;
    const m = LINE.exec(line);
    if (!m) {
      return {
        ok: false,
        error: `line ${i + 1} is not "NAME=value"; paste the output of "aws configure export-credentials --format env" (or --format process)`
      };
    }
    const field = FIELDS.get(m[2]!.toLowerCase());
    if (!field) continue; // AWS_REGION, AWS_DEFAULT_REGION, region = …: not credentials
    const prefix = (m[1] ?? '').trim().toLowerCase();
    format ??=
      prefix === 'export'
        ? 'env'
        : prefix === 'set'
          ? 'windows-cmd'
          : prefix === '$env:'
            ? 'powershell'
            : m[2] === m[2]!.toLowerCase()
              ? 'ini'
              : 'env';
    found.set(field, m[3] ?? m[4] ?? m[5] ?? '');
  }
  return complete(found, format ?? 'env', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY');
}

function fromProcessJson(text: string): ParsedCredentials {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {
      ok: false,
      error:
        'the paste starts with "{" but is not valid JSON; paste the whole output of "aws configure export-credentials --format process"'
    };
  }
  // Text starting with "{" parses to an object or not at all.
  const o = raw as Record<string, unknown>;
  const found = new Map<keyof AwsCredentials, string>();
  const names: [string, keyof AwsCredentials][] = [
    ['AccessKeyId', 'accessKeyId'],
    ['SecretAccessKey', 'secretAccessKey'],
    ['SessionToken', 'sessionToken'],
    ['Expiration', 'expiration']
  ];
  for (const [name, field] of names) {
    if (!Object.prototype.hasOwnProperty.call(o, name) || o[name] === undefined) continue;
    const v = o[name];
    if (typeof v !== 'string')
      return {
        ok: false,
        error: `"${name}" must be a string, got ${v === null ? 'null' : typeof v}`
      };
    found.set(field, v);
  }
  if (o['Version'] !== undefined && o['Version'] !== 1)
    return { ok: false, error: `"Version" must be 1, as the AWS CLI writes it` };
  return complete(found, 'process', 'AccessKeyId', 'SecretAccessKey');
}

function complete(
  found: Map<keyof AwsCredentials, string>,
  format: CredentialsFormat,
  idName: string,
  secretName: string
): ParsedCredentials {
  const accessKeyId = found.get('accessKeyId')?.trim() ?? '';
  const secretAccessKey = found.get('secretAccessKey')?.trim() ?? '';
  if (!accessKeyId) return { ok: false, error: `the paste has no ${idName}` };
  if (!secretAccessKey) return { ok: false, error: `the paste has no ${secretName}` };
  if (/\s/.test(accessKeyId)) return { ok: false, error: `${idName} contains a space` };
  const sessionToken = found.get('sessionToken')?.trim();
  const expiration = found.get('expiration')?.trim();
  if (expiration && Number.isNaN(Date.parse(expiration)))
    return { ok: false, error: 'the expiration is not a date such as 2025-01-31T12:00:00Z' };
  return {
    ok: true,
    format,
    credentials: {
      accessKeyId,
      secretAccessKey,
      ...(sessionToken ? { sessionToken } : {}),
      ...(expiration ? { expiration: new Date(Date.parse(expiration)).toISOString() } : {})
    }
  };
}
