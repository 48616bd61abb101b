import type { AwsCredentials } from '../core/credentials/aws-credentials.ts';
import type { ReadProblem } from '../core/reading/read-problem.ts';
import type { TableDescription } from '../core/table-description/table-description.ts';
import { createLiveClient } from './create-live-client.ts';
import { CredentialsHolder, type CredentialsSummary } from './credentials-holder.ts';
import { describeTable } from './describe-table.ts';
import { listTables } from './list-tables.ts';
import {
  checkTarget,
  EMULATOR_CREDENTIALS,
  type CheckedTarget,
  type LiveTarget
} from './live-target.ts';
import { nameProblem, type FailedRequest } from './name-problem.ts';
import { readItems, type ReadEvent, type ReadOptions, type ReadSource } from './read-items.ts';
import type { Transport } from './transport.ts';

export type { FailedRequest } from './name-problem.ts';

/**
 * One connection to a target: its read-only client and the credentials it signs with, held in
 * memory only. `close` clears the credentials and the client.
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

/** Where a connection runs: what the browser gives it, or a test's stand-ins. */
export interface ConnectionPlace {
  /** The page's origin, for the CORS fix. */
  readonly origin?: string;
  /** Tells a CORS refusal from a dead endpoint when a read's first request fails. */
  readonly probe?: (endpoint: string) => Promise<boolean>;
  /** Replaces the HTTP transport, for tests; the read-only guard wraps it all the same. */
  readonly transport?: Transport;
}

/**
 * Connect to a target where the reading happens (the app's live worker; a test's process):
 * check it (the CSP's reach included), hold the credentials and make the read-only client.
 * Throws the target's refusal as an Error.
 *
 * @example
 * const c = openLiveConnection({ kind: 'endpoint', endpoint: 'http://127.0.0.1:8000' }, 'emulator');
 * await c.listTables(); // ['battle-royale', …]
 */
export function openLiveConnection(
  target: LiveTarget,
  credentials: AwsCredentials | 'emulator',
  place: ConnectionPlace = {}
): LiveConnection {
  const { origin, probe, transport } = place;
  const checked = checkTarget(target);
  if (!checked.ok) throw new Error(checked.error);
  const holder = new CredentialsHolder();
  holder.set(credentials === 'emulator' ? EMULATOR_CREDENTIALS : credentials);
  const client = createLiveClient({
    target,
    credentials: holder,
    ...(transport ? { transport } : {})
  });
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
      readItems(client, source, {
        ...(probe ? { probe } : {}),
        ...options,
        ...(origin ? { origin } : {})
      }),
    problem: (error, request) => nameProblem(error, request, client.target, origin),
    close() {
      holder.clear();
      client.destroy();
    }
  };
}
