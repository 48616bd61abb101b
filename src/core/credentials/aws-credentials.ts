/**
 * AWS credentials as the user gave them. Held in memory only (src/live's CredentialsHolder);
 * nothing in core logs, stores or prints them.
 */
export interface AwsCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
  /** ISO 8601, when the credentials say when they expire. */
  readonly expiration?: string;
}
