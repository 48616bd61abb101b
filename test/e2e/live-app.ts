// One setup for the live e2e files: a DynamoDB endpoint (dynalite, the synthetic table…), the
// built app pointed at it the way `npm start` points the dev server at its embedded table, and
// Chromium; all closed, and the environment put back, after the enclosing `describe`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { EMBEDDED_ENDPOINT_ENV } from '../../config/embedded-endpoint-plugin.ts';
import { launchChromium, serveBuiltApp, type ServedApp } from './browser.ts';

/** An endpoint the app's embedded target points at. */
export interface LiveEndpoint {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Start `start`'s endpoint, serve the built app with it as the embedded table and launch
 * Chromium (with `chromiumArgs`) once for the enclosing `describe`. Read the fields inside tests.
 */
export function useLiveApp<E extends LiveEndpoint>(
  start: () => Promise<E>,
  chromiumArgs: readonly string[] = []
): { readonly endpoint: E; readonly app: ServedApp; readonly browser: Browser } {
  let endpoint: E | undefined;
  let app: ServedApp | undefined;
  let browser: Browser | undefined;
  const previous = process.env[EMBEDDED_ENDPOINT_ENV];
  beforeAll(async () => {
    endpoint = await start();
    process.env[EMBEDDED_ENDPOINT_ENV] = endpoint.url;
    app = await serveBuiltApp();
    browser = await launchChromium(chromiumArgs);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await endpoint?.close();
    if (previous === undefined) delete process.env[EMBEDDED_ENDPOINT_ENV];
    else process.env[EMBEDDED_ENDPOINT_ENV] = previous;
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is read before beforeAll ran`);
    return value;
  };
  return {
    get endpoint() {
      return ready(endpoint, 'endpoint');
    },
    get app() {
      return ready(app, 'app');
    },
    get browser() {
      return ready(browser, 'browser');
    }
  };
}
