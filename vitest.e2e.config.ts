import { defineConfig } from 'vitest/config';

// End-to-end tests drive the BUILT app (`npm run build` first) in headless Chromium.
// They share one browser binary and loopback ports, so they run one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000
  }
});
