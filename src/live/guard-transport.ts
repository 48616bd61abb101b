import type { Transport } from './transport.ts';
import { isReadOperation } from './read-operations.ts';
import { targetOperation } from './read-only-plugin.ts';
import { WriteRefusedError } from './write-refused-error.ts';

/** The last gate: the transport itself refuses a request for an operation off the allow-list. */
export function guardTransport(inner: Transport): Transport {
  return {
    handle(request, handlerOptions) {
      const operation = targetOperation(request);
      if (!isReadOperation(operation))
        return Promise.reject(new WriteRefusedError(operation, 'by the transport'));
      return inner.handle(request, handlerOptions);
    },
    ...(inner.destroy ? { destroy: () => inner.destroy!() } : {}),
    ...(inner.updateHttpClientConfig
      ? {
          updateHttpClientConfig: (key: never, value: never) =>
            inner.updateHttpClientConfig!(key, value)
        }
      : {}),
    ...(inner.httpHandlerConfigs ? { httpHandlerConfigs: () => inner.httpHandlerConfigs!() } : {}),
    ...(inner.metadata ? { metadata: inner.metadata } : {})
  };
}
