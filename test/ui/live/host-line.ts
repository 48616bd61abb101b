// A live worker's line played in this process: a real LiveHost (over HTTP, or on a test's
// transport) at the far end of a MessageChannel, so every message is structured-cloned as it
// would be between the page and the worker.
import { MessageChannel } from 'node:worker_threads';
import type { LiveLine } from '../../../src/ui/live/live-line.ts';
import type { Transport } from '../../../src/live/transport.ts';
import { LiveHost } from '../../../src/workers/live-host.ts';
import type { LiveReply, LiveRequest } from '../../../src/workers/live-messages.ts';

/** The line's factory, and what its worker was asked and whether it was let go. */
export function hostLine(transport?: Transport) {
  const seen = { requests: [] as LiveRequest[], closed: 0 };
  const connect = (): LiveLine => {
    const { port1: page, port2: worker } = new MessageChannel();
    const host = new LiveHost((reply) => worker.postMessage(reply), transport ? { transport } : {});
    worker.on('message', (request: LiveRequest) => {
      seen.requests.push(request);
      host.handle(request);
    });
    return {
      post: (request) => page.postMessage(request),
      listen: (on) => page.on('message', (reply: LiveReply) => on(reply)),
      close() {
        seen.closed++;
        host.close();
        page.close();
      }
    };
  };
  return { connect, seen };
}
