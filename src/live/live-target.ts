import { allowsConnect, DYNAMODB_REGIONS } from '../../config/csp.ts';

/**
 * Where to read from: the embedded local table `npm start` runs (its endpoint given by the app at
 * runtime), any DynamoDB-compatible endpoint (DynamoDB Local, dynalite, LocalStack), or DynamoDB
 * itself in an AWS region.
 */
export type LiveTarget =
  | { readonly kind: 'embedded'; readonly endpoint: string }
  | { readonly kind: 'endpoint'; readonly endpoint: string; readonly region?: string }
  | { readonly kind: 'region'; readonly region: string };

/** A target that passed `checkTarget`: the URL to call (none: the SDK's regional one) and region. */
export interface CheckedTarget {
  readonly kind: LiveTarget['kind'];
  /** Origin of the endpoint, e.g. `http://127.0.0.1:8000`; undefined for an AWS region. */
  readonly endpoint?: string;
  readonly region: string;
  /** Loopback emulators: nothing is billed, any credentials work, no read budget by default. */
  readonly local: boolean;
  /** How the studio names the target, e.g. `us-east-1` or `http://localhost:8000`. */
  readonly label: string;
}

/** Emulators accept any credentials; these are what the embedded target signs with. */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/** The region emulators are asked for unless told otherwise (LocalStack's default). */
export const EMULATOR_REGION = 'us-east-1';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Check a target before connecting: an endpoint must be a plain `http(s)://host:port` URL (no
 * user name, password, query or fragment), the embedded one on loopback; in the browser, the
 * endpoint must be one the app's Content-Security-Policy lets it call and the region one the
 * policy lists, so the connect dialog says so instead of the browser failing the request.
 *
 * @example
 * checkTarget({ kind: 'endpoint', endpoint: 'http://localhost:8000' });
 * // { ok: true, target: { kind: 'endpoint', endpoint: 'http://localhost:8000', region: 'us-east-1', local: true, … } }
 */
export function checkTarget(
  target: LiveTarget,
  /** The browser enforces the app's CSP; the CLI does not, and may call any region or host. */
  where: 'browser' | 'node' = 'browser'
): { ok: true; target: CheckedTarget } | { ok: false; error: string } {
  const browser = where === 'browser';
  if (target.kind === 'region') {
    if (!/^[a-z]{2}(-[a-z]+)+-\d+$/.test(target.region))
      return { ok: false, error: `"${target.region}" is not a region name such as "us-east-1"` };
    if (browser && !DYNAMODB_REGIONS.includes(target.region))
      return {
        ok: false,
        error: `"${target.region}" is not a region Keyscope may call; use one of ${DYNAMODB_REGIONS.join(', ')} (new regions are added in config/csp.ts)`
      };
    return {
      ok: true,
      target: { kind: 'region', region: target.region, local: false, label: target.region }
    };
  }
  let url: URL;
  try {
    url = new URL(target.endpoint);
  } catch {
    return {
      ok: false,
      error: `"${target.endpoint}" is not a URL; write it like http://localhost:8000`
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return {
      ok: false,
      error: `the endpoint must start with http:// or https://, not ${url.protocol}//`
    };
  if (url.username || url.password)
    return {
      ok: false,
      error: 'the endpoint URL must not carry a user name or password; give credentials separately'
    };
  if (url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return {
      ok: false,
      error: `the endpoint is a server's address only, like ${url.origin}; remove "${url.pathname}${url.search}${url.hash}"`
    };
  const local = LOOPBACK.has(url.hostname);
  if (target.kind === 'embedded' && !local)
    return {
      ok: false,
      error: `the embedded table must be on loopback (127.0.0.1 or localhost), not ${url.hostname}`
    };
  if (browser && !allowsConnect(url.origin))
    return {
      ok: false,
      error: `the app's Content-Security-Policy does not allow calls to ${url.origin}: it allows DynamoDB's regional endpoints and emulators on http://localhost or http://127.0.0.1 (tunnel a remote emulator to a local port, or add its origin to config/csp.ts)`
    };
  const region = (target.kind === 'endpoint' ? target.region : undefined) ?? EMULATOR_REGION;
  return {
    ok: true,
    target: {
      kind: target.kind,
      endpoint: url.origin,
      region,
      local,
      label: target.kind === 'embedded' ? `embedded (${url.origin})` : url.origin
    }
  };
}
