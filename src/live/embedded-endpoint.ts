/**
 * The embedded local table's endpoint, when the app is served by `npm start` (or by
 * `vite preview` with KEYSCOPE_LOCAL_DYNAMODB_ENDPOINT set): scripts/start.mjs starts dynalite on
 * 127.0.0.1, and config/embedded-endpoint-plugin.ts writes its URL into the served page as
 * `<meta name="keyscope-embedded-endpoint">`. Undefined in a static deployment and in Node, where
 * there is none, and for anything but a loopback URL.
 *
 * @example
 * embeddedEndpoint(); // 'http://127.0.0.1:8000' under npm start
 */
export function embeddedEndpoint(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document
): string | undefined {
  const url = doc
    ?.querySelector('meta[name="keyscope-embedded-endpoint"]')
    ?.getAttribute('content');
  return typeof url === 'string' && /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/.test(url)
    ? url
    : undefined;
}
