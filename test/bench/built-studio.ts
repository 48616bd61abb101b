import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS } from '../e2e/browser.ts';
import { benchBuild } from './bench-build.ts';

const root = resolve(import.meta.dirname, '../..');

export interface BuiltStudio {
  /** The served app's address, ending in '/'. */
  readonly url: string;
  /** The temporary build directory (a benchmark may write its input files there). */
  readonly outDir: string;
  readonly browser: Browser;
  /** Close Chromium and the server, and remove the build. */
  close(): Promise<void>;
}

/**
 * What every studio benchmark starts from: the app built into a temporary directory (or
 * BENCH_DIST's, see benchBuild), served by `vite preview` on a free loopback port, and Chromium
 * (CHROME_PATH, else /usr/bin/chromium) launched with the e2e tests' flags.
 */
export async function startBuiltStudio(): Promise<BuiltStudio> {
  const { outDir, remove } = await benchBuild('keyscope-bench-');
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false }
  });
  const { port } = server.httpServer.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    outDir,
    browser,
    async close() {
      await browser.close();
      await server.close();
      remove();
    }
  };
}
