import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../config/ensure-chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absolute path of the Chromium binary the e2e tests drive. */
    chromiumPath: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/**
 * Runs once before the e2e files: checks the app is built and finds (or, as root on
 * Debian, installs) Chromium. An apt install can take minutes, which is why it happens
 * here and not in a hook with a timeout.
 */
export default function setup(project: TestProject): void {
  if (!existsSync(resolve(root, 'dist/index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` before `npm run test:e2e`.');
  }
  project.provide('chromiumPath', ensureChromium());
}
