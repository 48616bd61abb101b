// A loopback HTTP proxy in front of a real dynalite that answers chosen DynamoDB requests itself:
// with the failures a server cannot be made to give on demand (expired credentials, AccessDenied,
// throttling, a dropped connection) or with what dynalite cannot say (a multi-attribute index
// key). Everything else (CORS preflights included) goes to dynalite unchanged, so the page meets a
// real server with real faults in between.
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { listen } from './live-helpers.ts';

/** One DynamoDB request as the proxy saw it. */
export interface ProxiedCall {
  /** From X-Amz-Target: `Scan`, `ListTables`… */
  readonly operation: string;
  /** How many earlier calls had this operation. */
  readonly n: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Record<string, unknown>;
  /** What the proxy did with it. */
  answer?: 'forwarded' | 'drop' | string;
}

/** Answer with DynamoDB's error `type` (HTTP 400), with `body` (HTTP 200), or drop the connection. */
export type Fault = { type: string; message: string } | { body: unknown } | 'drop';

/** Decides, per call, whether to fail it; undefined forwards it to dynalite. */
export type FaultPlan = (call: ProxiedCall) => Fault | undefined;

export interface FaultProxy {
  readonly url: string;
  readonly calls: ProxiedCall[];
  plan: FaultPlan;
  /** Forget the calls and their counts, and forward everything again. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port in front of `upstream` (a dynalite URL). */
export async function faultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  const calls: ProxiedCall[] = [];
  const counts = new Map<string, number>();
  const proxy: { plan: FaultPlan } = { plan: () => undefined };
  const { server, url } = await listen(
    createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const header = req.headers['x-amz-target'];
        if (req.method === 'POST' && typeof header === 'string') {
          const operation = header.split('.').pop() ?? header;
          const n = counts.get(operation) ?? 0;
          counts.set(operation, n + 1);
          const call: ProxiedCall = {
            operation,
            n,
            headers: req.headers,
            body: JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>
          };
          calls.push(call);
          const fault = proxy.plan(call);
          if (fault === 'drop') {
            call.answer = 'drop';
            req.socket.destroy();
            return;
          }
          if (fault && 'body' in fault) {
            call.answer = 'answered';
            res
              .writeHead(200, {
                'Content-Type': 'application/x-amz-json-1.0',
                'Access-Control-Allow-Origin': '*'
              })
              .end(JSON.stringify(fault.body));
            return;
          }
          if (fault) {
            call.answer = fault.type;
            res
              .writeHead(400, {
                'Content-Type': 'application/x-amz-json-1.0',
                'Access-Control-Allow-Origin': '*',
                'x-amzn-RequestId': `fault-${calls.length}`
              })
              .end(
                JSON.stringify({
                  __type: `com.amazonaws.dynamodb.v20120810#${fault.type}`,
                  message: fault.message
                })
              );
            return;
          }
          call.answer = 'forwarded';
        }
        const out = request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: target.host }
          },
          (upstreamRes) => {
            res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
            upstreamRes.pipe(res);
          }
        );
        out.on('error', () => res.destroy());
        out.end(raw);
      });
    })
  );
  return {
    url,
    calls,
    get plan() {
      return proxy.plan;
    },
    set plan(p: FaultPlan) {
      proxy.plan = p;
    },
    reset() {
      proxy.plan = () => undefined;
      calls.length = 0;
      counts.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })
  };
}
