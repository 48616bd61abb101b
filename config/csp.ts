/**
 * The app's Content-Security-Policy, injected into index.html as a `<meta>` tag by
 * `vite.config.ts`. A `<meta>` CSP ignores `frame-ancestors`, so a host that can send
 * headers should also send `frame-ancestors 'none'` itself.
 *
 * CSP host sources allow a wildcard only as the left-most label, so
 * `https://dynamodb.*.amazonaws.com` is invalid (Chromium ignores it and logs an error).
 * We list each region's endpoint instead; add new regions here.
 */
export const DYNAMODB_REGIONS: readonly string[] = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'us-gov-east-1',
  'us-gov-west-1',
  'af-south-1',
  'ap-east-1',
  'ap-east-2',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-south-1',
  'ap-south-2',
  'ap-southeast-1',
  'ap-southeast-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ap-southeast-5',
  'ap-southeast-7',
  'ca-central-1',
  'ca-west-1',
  'eu-central-1',
  'eu-central-2',
  'eu-north-1',
  'eu-south-1',
  'eu-south-2',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'il-central-1',
  'me-central-1',
  'me-south-1',
  'mx-central-1',
  'sa-east-1'
];

/** Origins the app may call: itself, DynamoDB in every listed region, and local emulators. */
export const CONNECT_SOURCES: readonly string[] = [
  "'self'",
  ...DYNAMODB_REGIONS.map((region) => `https://dynamodb.${region}.amazonaws.com`),
  'http://localhost:*',
  'http://127.0.0.1:*'
];

/**
 * Whether `connect-src` lets the app call `origin` (e.g. `http://localhost:8000`), by CSP's
 * host-source matching: same scheme, host (a `*.` label wildcard matches subdomains), and port
 * (`*` any, none the scheme's default). `'self'` is the app's own origin, when given. The live
 * connect dialog uses it to refuse, before any request, an endpoint the browser would block.
 * https://www.w3.org/TR/CSP3/#match-url-to-source-expression
 */
export function allowsConnect(origin: string, self?: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return CONNECT_SOURCES.some((source) => {
    if (source === "'self'") return self !== undefined && new URL(self).origin === url.origin;
    const m = /^(https?):\/\/([^/:]+)(?::(\d+|\*))?$/.exec(source);
    if (!m) return false;
    const [, scheme, host, port] = m;
    if (url.protocol !== `${scheme}:`) return false;
    const hostOk = host!.startsWith('*.')
      ? url.hostname.endsWith(host!.slice(1))
      : url.hostname === host;
    const portOk = port === '*' || (port ?? '') === url.port;
    return hostOk && portOk;
  });
}

/**
 * Builds the policy. `dev` relaxes `style-src` because the Vite dev server injects CSS
 * through `<style>` elements; the built app loads only external stylesheets.
 */
export function contentSecurityPolicy({ dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${CONNECT_SOURCES.join(' ')}`,
    // The live worker starts from a blob: URL that imports its script, so that it keeps this
    // policy (connect-src above all): a worker started from its own URL would take its policy
    // from that response's headers, which a static host does not send (src/ui/live/live-line.ts).
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'"
  ].join('; ');
}
