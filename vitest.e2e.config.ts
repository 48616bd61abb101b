import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './config/test-workers.ts';

// End-to-end tests drive the BUILT app (`npm run build` first) in headless Chromium.
// Each file serves the app, launches its own Chromium (with its own profile) and starts any
// dynalite on free loopback ports, and each worker is its own process, so files run side by side.
// No test depends on the machine's speed: tests await what the page shows, and these limits only
// end a hung test. They are generous enough for a 2-core machine busy with other work (where the
// whole run takes about three times as long as on an idle one); vitest's expect.poll gives up
// after 1 s unless told otherwise. Playwright's own waits get their limit in browser.ts.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    maxWorkers: TEST_WORKERS,
    testTimeout: 600_000,
    hookTimeout: 600_000,
    teardownTimeout: 60_000,
    expect: { poll: { timeout: 120_000 } }
  }
});
