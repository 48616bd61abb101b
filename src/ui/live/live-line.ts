import type { LiveReply, LiveRequest } from '../../workers/live-messages.ts';
import liveWorkerUrl from '../../workers/live.worker.ts?worker&url';

/** The page's line to a live worker: the built app's Worker, or a test's host in this process. */
export interface LiveLine {
  post(request: LiveRequest): void;
  /** Where the worker's replies go (one listener), and what to do if the worker fails. */
  listen(on: (reply: LiveReply) => void, failed: (message: string) => void): void;
  /** Let the worker go: its connection and credentials with it. */
  close(): void;
}

/**
 * The app's live worker, started from a blob: URL whose one line imports the worker's script.
 * Why: a worker's Content-Security-Policy comes from its script's response headers, and the app
 * sets its policy in a `<meta>` tag, which a static host serves without headers; a worker made
 * from a blob: URL takes the page's policy instead, so the browser itself still refuses any call
 * outside connect-src, as it does for the page (test/e2e/live.e2e.ts checks it in the worker).
 */
export function createLiveWorker(): LiveLine {
  const script = new URL(liveWorkerUrl, location.href).href;
  const boot = URL.createObjectURL(
    new Blob([`import ${JSON.stringify(script)};\n`], { type: 'text/javascript' })
  );
  const worker = new Worker(boot, { type: 'module', name: 'keyscope-live' });
  return {
    post: (request) => worker.postMessage(request),
    listen(on, failed) {
      worker.onmessage = (event: MessageEvent<LiveReply>) => on(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        failed(
          `the live worker failed (${event.message || 'it could not be loaded'}); reload the page and try again`
        );
      };
    },
    close() {
      worker.terminate();
      URL.revokeObjectURL(boot);
    }
  };
}
