import type { HttpHandlerOptions, RequestHandler } from '@smithy/types';

/** A transport: the SDK's `requestHandler` (tests give a stub; the app never does). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Transport = RequestHandler<any, any, HttpHandlerOptions> & {
  updateHttpClientConfig?(key: never, value: never): void;
  httpHandlerConfigs?(): object;
};
