// A stand-in for the SDK's HTTP transport, for the error paths a real server cannot be made to
// take on demand (expired credentials, AccessDenied, throttling, a dropped connection). It answers
// in DynamoDB's JSON protocol, so the SDK parses its answers as it parses DynamoDB's.
import type { Transport } from '../../src/live/transport.ts';

// The project pins its SDK and runs on Node 20 on purpose; the SDK's upgrade notice is noise here.
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';

export interface StubCall {
  readonly operation: string;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
}

export type StubAnswer =
  | { readonly status?: number; readonly body: unknown }
  | { readonly error: string; readonly message: string; readonly status?: number }
  | { readonly throws: Error };

export function stubTransport(
  answer: (call: StubCall, n: number) => StubAnswer | Promise<StubAnswer>
): Transport & { readonly calls: StubCall[] } {
  const calls: StubCall[] = [];
  return {
    calls,
    async handle(
      request: { headers: Record<string, string>; body?: unknown },
      options?: { abortSignal?: AbortSignal }
    ) {
      const target = request.headers['x-amz-target'] ?? '';
      const text =
        typeof request.body === 'string'
          ? request.body
          : request.body instanceof Uint8Array
            ? new TextDecoder().decode(request.body)
            : '{}';
      const call = {
        operation: target.replace(/^DynamoDB_20120810\./, ''),
        body: JSON.parse(text || '{}') as Record<string, unknown>,
        headers: { ...request.headers }
      };
      calls.push(call);
      // Like the SDK's own transports, give up as soon as the request's signal aborts.
      const signal = options?.abortSignal;
      const a = await new Promise<StubAnswer>((resolve, reject) => {
        const abort = () =>
          reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
        if (signal?.aborted) return abort();
        signal?.addEventListener('abort', abort, { once: true });
        const done = () => signal?.removeEventListener('abort', abort);
        Promise.resolve(answer(call, calls.length - 1)).then(
          (v) => (done(), resolve(v)),
          (e: unknown) => (done(), reject(e))
        );
      });
      if ('throws' in a) throw a.throws;
      const isError = 'error' in a;
      const payload = isError
        ? { __type: `com.amazonaws.dynamodb.v20120810#${a.error}`, message: a.message }
        : a.body;
      return {
        response: {
          statusCode: a.status ?? (isError ? 400 : 200),
          reason: undefined,
          headers: {
            'content-type': 'application/x-amz-json-1.0',
            ...(isError ? { 'x-amzn-errortype': `${a.error}:` } : {})
          },
          body: new TextEncoder().encode(JSON.stringify(payload))
        }
      };
    }
  } as Transport & { calls: StubCall[] };
}
