// The studio's one door to src/live and the live worker. The page loads this module with a
// dynamic import() when the user opens Connect (live-state.svelte.ts), so the studio's first
// load does not pay for it; the AWS SDK itself runs in the live worker (live-line.ts), so the
// page never parses a response. Besides the types, only the page's side of that worker
// (worker-connection.ts), which this module alone imports, uses src/live at run time.
import type { AwsCredentials } from '../../core/credentials/aws-credentials.ts';
import { checkTarget, type LiveTarget } from '../../live/live-target.ts';
import type { LiveConnection } from '../../live/live-connection.ts';
import { createLiveWorker, type LiveLine } from './live-line.ts';
import { workerConnection } from './worker-connection.ts';

export { checkTarget };
export { embeddedEndpoint } from '../../live/embedded-endpoint.ts';
export type { FailedRequest, LiveConnection } from '../../live/live-connection.ts';

/**
 * Connect to a target: check it (the CSP's reach included), hand the credentials to a new live
 * worker, which holds them in memory with the read-only client, and let the worker go (the
 * credentials with it) when the page is hidden for leaving (`onForget` is then called so the
 * studio shows it). Throws the target's refusal as an Error.
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
  /** The worker's line: a test's host in this process instead. */
  line: () => LiveLine = createLiveWorker
): LiveConnection {
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  const connection = workerConnection(line, target, credentials, origin);
  // As OWASP ASVS 5.0 V14.3.1 asks of session data, also when the browser keeps the page in its
  // back-forward cache: coming back then asks for credentials again rather than finding them.
  const forget = () => {
    connection.close();
    onForget();
  };
  page.addEventListener('pagehide', forget);
  return {
    ...connection,
    close() {
      page.removeEventListener('pagehide', forget);
      connection.close();
    }
  };
}
