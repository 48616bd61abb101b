// The studio's one door to src/live, and so to the AWS SDK. The page loads this module with a
// dynamic import() when the user opens Connect (live-state.svelte.ts), so the studio's first
// load does not pay for the SDK; nothing else in src/ui imports src/live at run time.
import type { AwsCredentials } from '../../core/credentials/aws-credentials.ts';
import type { ReadProblem } from '../../core/reading/read-problem.ts';
import type { TableDescription } from '../../core/table-description/table-description.ts';
import { classifyError } from '../../live/classify-error.ts';
import { createLiveClient } from '../../live/create-live-client.ts';
import { CredentialsHolder, type CredentialsSummary } from '../../live/credentials-holder.ts';
import { describeTable } from '../../live/describe-table.ts';
import { forgetOnPageHide } from '../../live/forget-on-page-hide.ts';
import { listTables } from '../../live/list-tables.ts';
import {
  checkTarget,
  EMULATOR_CREDENTIALS,
  type CheckedTarget,
  type LiveTarget
} from '../../live/live-target.ts';
import { probeEndpoint } from '../../live/probe-endpoint.ts';
import type { Transport } from '../../live/transport.ts';
import {
  readItems,
  type ReadEvent,
  type ReadOptions,
  type ReadSource
} from '../../live/read-items.ts';

export { checkTarget, EMULATOR_CREDENTIALS };
export { embeddedEndpoint } from '../../live/embedded-endpoint.ts';

/** What went wrong with one request, for `LiveConnection.problem`. */
export interface FailedRequest {
  readonly operation: string;
  readonly table?: string;
  readonly index?: string;
  readonly loaded?: boolean;
}

/**
 * One connection to a target: its read-only client and the credentials it signs with, held in
 * memory only. `close` clears the credentials and the client; so does leaving the page.
 */
export interface LiveConnection {
  readonly target: CheckedTarget;
  /** What may be shown about the credentials (never the secret or token). */
  credentials(): CredentialsSummary;
  /** New credentials (after an expiry); the next request signs with them. */
  setCredentials(credentials: AwsCredentials): void;
  listTables(signal?: AbortSignal): Promise<string[]>;
  describe(table: string, signal?: AbortSignal): Promise<TableDescription>;
  read(source: ReadSource, options: ReadOptions): AsyncGenerator<ReadEvent, void, undefined>;
  /** A failed request named plainly, with its fix (a CORS refusal told from a dead endpoint). */
  problem(error: unknown, request: FailedRequest): Promise<ReadProblem>;
  close(): void;
}

/**
 * Connect to a target: check it (the CSP's reach included), hold the credentials, make the
 * read-only client, and forget both when the page is hidden for leaving (`onForget` is then
 * called so the studio shows it). Throws the target's refusal as an Error.
 *
 * @example
 * const c = openConnection({ kind: 'embedded', endpoint }, 'emulator', window, () => {});
 * await c.listTables(); // ['battle-royale', …]
 */
export function openConnection(
  target: LiveTarget,
  credentials: AwsCredentials | 'emulator',
  page: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  onForget: () => void,
  /** Replaces the HTTP transport, for tests; the read-only guard wraps it all the same. */
  transport?: Transport
): LiveConnection {
  const checked = checkTarget(target);
  if (!checked.ok) throw new Error(checked.error);
  const holder = new CredentialsHolder();
  holder.set(credentials === 'emulator' ? EMULATOR_CREDENTIALS : credentials);
  const client = createLiveClient({
    target,
    credentials: holder,
    ...(transport ? { transport } : {})
  });
  const stopForgetting = forgetOnPageHide(page, holder, client);
  page.addEventListener('pagehide', onForget);
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  return {
    target: client.target,
    credentials: () => holder.summary(),
    setCredentials: (c) => holder.set(c),
    async listTables(signal) {
      const names: string[] = [];
      for await (const page of listTables(client, signal ? { signal } : {})) names.push(...page);
      return names;
    },
    describe: (table, signal) => describeTable(client, table, signal),
    read: (source, options) =>
      readItems(client, source, { ...options, ...(origin ? { origin } : {}) }),
    async problem(error, request) {
      const endpoint = client.target.endpoint;
      const fetchFailed = error instanceof Error && error.name === 'TypeError';
      const reachable =
        endpoint && fetchFailed && !request.loaded ? await probeEndpoint(endpoint) : undefined;
      return classifyError(error, {
        ...request,
        target: client.target,
        ...(reachable !== undefined ? { reachable } : {}),
        ...(origin ? { origin } : {})
      });
    },
    close() {
      holder.clear();
      client.destroy();
      stopForgetting();
      page.removeEventListener('pagehide', onForget);
    }
  };
}
