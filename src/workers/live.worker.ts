/// <reference lib="webworker" />
// Holds a live connection (the read-only client and its credentials, in memory) off the page's
// main thread: the AWS SDK parses each response here (live-host.ts). The page terminates this
// worker to disconnect, and when it is hidden for leaving, so the credentials go with it.
import { probeEndpoint } from '../live/probe-endpoint.ts';
import { LiveHost } from './live-host.ts';
import type { LiveReply, LiveRequest } from './live-messages.ts';

const host = new LiveHost((reply: LiveReply) => self.postMessage(reply), {
  probe: probeEndpoint
});

self.onmessage = (event: MessageEvent<LiveRequest>) => host.handle(event.data);
