import { defineConfig } from 'vitest/config';

// End-to-end tests drive the BUILT app (`npm run build` first) in headless Chromium.
// They share one browser binary and loopback ports, so they run one file at a time.
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
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
    teardownTimeout: 60_000,
    expect: { poll: { timeout: 120_000 } }
  }
});
