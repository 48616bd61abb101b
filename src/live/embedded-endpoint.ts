/**
 * The embedded local table's endpoint, when the app runs under `npm start`: scripts/start.mjs
 * starts dynalite on 127.0.0.1 and hands its URL to Vite as VITE_LOCAL_DYNAMODB_ENDPOINT, which
 * Vite writes into the page. Undefined in a static build and in Node, where there is none.
 */
export function embeddedEndpoint(): string | undefined {
  // import.meta.env exists under Vite only; the CLI and tests run without it.
  const env = (import.meta as { env?: { VITE_LOCAL_DYNAMODB_ENDPOINT?: string } }).env;
  const url = env?.VITE_LOCAL_DYNAMODB_ENDPOINT;
  return typeof url === 'string' && /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(url)
    ? url
    : undefined;
}
