import type { AwsCredentials } from '../core/credentials/aws-credentials.ts';

/** What may be shown about held credentials: never the secret or the token. */
export interface CredentialsSummary {
  readonly held: boolean;
  /** The access key id's first four and last four characters, e.g. `ASIA…WXYZ`. */
  readonly accessKey?: string;
  readonly kind?: 'long-term' | 'temporary' | 'other';
  readonly sessionToken?: boolean;
  readonly expiration?: string;
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');
const REDACTED = '[redacted]';

/**
 * The one place credentials live: in memory, in a private field, until `clear()` (on disconnect
 * and when the page is hidden for good). Nothing here writes to storage, a URL or a log;
 * `JSON.stringify`, `String()` and Node's `inspect` show only the summary, and `redact` removes
 * the secret, the session token and the access key from any text before it is shown.
 *
 * @example
 * const holder = new CredentialsHolder();
 * holder.set({ accessKeyId: 'ASIA…', secretAccessKey: '…', sessionToken: '…' });
 * JSON.stringify(holder); // '{"held":true,"accessKey":"ASIA…WXYZ","kind":"temporary",…}'
 * holder.clear();
 */
export class CredentialsHolder {
  #credentials: AwsCredentials | null = null;
  #version = 0;

  /** Increases on every set and clear, so a client knows to re-sign with the new credentials. */
  get version(): number {
    return this.#version;
  }

  get held(): boolean {
    return this.#credentials !== null;
  }

  set(credentials: AwsCredentials): void {
    this.#credentials = Object.freeze({ ...credentials });
    this.#version++;
  }

  clear(): void {
    this.#credentials = null;
    this.#version++;
  }

  /** For the SDK's signer only (src/live/create-live-client.ts). */
  reveal(): AwsCredentials | null {
    return this.#credentials;
  }

  summary(): CredentialsSummary {
    const c = this.#credentials;
    if (!c) return { held: false };
    const id = c.accessKeyId;
    return {
      held: true,
      accessKey: id.length > 8 ? `${id.slice(0, 4)}…${id.slice(-4)}` : '…',
      kind: id.startsWith('AKIA') ? 'long-term' : id.startsWith('ASIA') ? 'temporary' : 'other',
      sessionToken: Boolean(c.sessionToken),
      ...(c.expiration ? { expiration: c.expiration } : {})
    };
  }

  /** The text with every held secret, token and access key id replaced by "[redacted]". */
  redact(text: string): string {
    const c = this.#credentials;
    if (!c) return text;
    let out = text;
    for (const s of [c.sessionToken, c.secretAccessKey, c.accessKeyId])
      if (s && s.length >= 4) out = out.split(s).join(REDACTED);
    return out;
  }

  toJSON(): CredentialsSummary {
    return this.summary();
  }

  toString(): string {
    const s = this.summary();
    return s.held ? `CredentialsHolder(${s.accessKey})` : 'CredentialsHolder(empty)';
  }

  [INSPECT](): string {
    return this.toString();
  }
}
