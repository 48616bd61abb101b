import type { AwsCredentials } from '../../core/credentials/aws-credentials.ts';
import { credentialNotes } from '../../core/credentials/credential-notes.ts';
import type { LiveLinkTarget } from '../../core/result-sets/live-link.ts';
import type { LiveTarget } from '../../live/live-target.ts';
import { targetOf, type TargetKind } from './target-of.ts';

/**
 * The Connect dialog's inputs: where to connect and the credentials typed, with what the dialog
 * says of them. Typed credentials live here only until they are handed to the connection's
 * in-memory holder (then `forget`), or the dialog is left.
 */
export class ConnectForm {
  kind = $state<TargetKind>('endpoint');
  endpoint = $state('');
  endpointRegion = $state('');
  region = $state('us-east-1');
  accessKeyId = $state('');
  secretAccessKey = $state('');
  sessionToken = $state('');
  expiration = $state('');

  /** The target the fields describe (the embedded one at `embedded`, the app's own endpoint). */
  target(embedded: string | undefined): LiveTarget {
    return targetOf(this, embedded);
  }

  /** Whether an endpoint is typed (the other kinds need none). */
  get endpointTyped(): boolean {
    return this.kind !== 'endpoint' || this.endpoint.trim() !== '';
  }

  /** The credentials typed, or null when neither key nor secret is. */
  typed(): AwsCredentials | null {
    const key = this.accessKeyId.trim();
    if (!key && !this.secretAccessKey.trim()) return null;
    return {
      accessKeyId: key,
      secretAccessKey: this.secretAccessKey.trim(),
      ...(this.sessionToken.trim() ? { sessionToken: this.sessionToken.trim() } : {}),
      ...(this.expiration ? { expiration: this.expiration } : {})
    };
  }

  /** Whether the target needs credentials the fields lack (`optional`: a loopback emulator's). */
  missing(optional: boolean): boolean {
    return (
      this.kind !== 'embedded' &&
      this.endpointTyped &&
      !optional &&
      (!this.accessKeyId.trim() || !this.secretAccessKey.trim())
    );
  }

  /** Credentials the browser could not send (CredentialFields says which field and where). */
  get unsendable(): boolean {
    const c = this.typed();
    return c
      ? // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a moment to compare an expiry with, never changed
        credentialNotes(c, new Date()).some((n) => n.code === 'credentials.not-ascii')
      : false;
  }

  /** Every input as one string: what was said of the last attempt belongs to it. */
  get inputs(): string {
    return JSON.stringify([
      this.kind,
      this.endpoint,
      this.endpointRegion,
      this.region,
      this.accessKeyId,
      this.secretAccessKey,
      this.sessionToken
    ]);
  }

  /** Set the target fields to where a `#live=` link reads (credentials are never in a link). */
  fillFrom(target: LiveLinkTarget): void {
    this.kind = target.kind;
    if (target.kind === 'endpoint') {
      this.endpoint = target.endpoint;
      this.endpointRegion = target.region ?? '';
    } else if (target.kind === 'region') this.region = target.region;
  }

  forget(): void {
    this.accessKeyId = this.secretAccessKey = this.sessionToken = this.expiration = '';
  }
}
