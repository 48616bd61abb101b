import type { AwsCredentials } from './aws-credentials.ts';

/** Something the connect dialog should tell the user about the credentials they gave. */
export interface CredentialNote {
  readonly severity: 'warning' | 'info' | 'error';
  readonly code:
    | 'credentials.long-term'
    | 'credentials.token-missing'
    | 'credentials.expired'
    | 'credentials.expires'
    | 'credentials.not-ascii';
  readonly message: string;
}

/**
 * What to tell the user about credentials before connecting: long-term keys (`AKIA…`) get a
 * warning recommending temporary ones (`ASIA…` with a session token), temporary keys without
 * their token an error, and the expiry is shown when it is known.
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids
 *
 * @example
 * credentialNotes({ accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: '…' }, new Date());
 * // [{ severity: 'warning', code: 'credentials.long-term', message: 'AKIA… is a long-term access key…' }]
 */
export function credentialNotes(credentials: AwsCredentials, now: Date): CredentialNote[] {
  const notes: CredentialNote[] = [];
  // AWS credentials are printable ASCII; the token travels in a header, which cannot carry more
  // (the browser refuses to build the request: "Failed to construct 'Headers'"). Only the place
  // is named, never the character: it is part of a secret.
  for (const [field, value] of [
    ['access key id', credentials.accessKeyId],
    ['secret access key', credentials.secretAccessKey],
    ['session token', credentials.sessionToken ?? '']
  ] as const) {
    const at = [...value].findIndex((c) => c < ' ' || c > '~');
    if (at >= 0)
      notes.push({
        severity: 'error',
        code: 'credentials.not-ascii',
        message: `The ${field} has a character AWS credentials never contain, at position ${at + 1} (an emoji, a curly quote or a line break, often from a paste): paste it again as the AWS CLI prints it.`
      });
  }
  const id = credentials.accessKeyId;
  if (id.startsWith('AKIA'))
    notes.push({
      severity: 'warning',
      code: 'credentials.long-term',
      message:
        'AKIA… is a long-term access key: it works until someone deletes it, wherever it is copied. Prefer temporary credentials (ASIA… with a session token), e.g. from "aws configure export-credentials --format env" after "aws sso login", or from "aws sts get-session-token".'
    });
  if (id.startsWith('ASIA') && !credentials.sessionToken)
    notes.push({
      severity: 'error',
      code: 'credentials.token-missing',
      message:
        'ASIA… is a temporary access key, which only works with its session token; paste AWS_SESSION_TOKEN too.'
    });
  if (credentials.expiration) {
    const at = Date.parse(credentials.expiration);
    const minutes = Math.round((at - now.getTime()) / 60000);
    notes.push(
      minutes <= 0
        ? {
            severity: 'error',
            code: 'credentials.expired',
            message: `These credentials expired at ${credentials.expiration}; get new ones (e.g. "aws configure export-credentials --format env").`
          }
        : {
            severity: 'info',
            code: 'credentials.expires',
            message: `These credentials expire at ${credentials.expiration} (in ${minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`}).`
          }
    );
  }
  return notes;
}
