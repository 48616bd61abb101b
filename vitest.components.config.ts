import { svelte } from '@sveltejs/vite-plugin-svelte';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS } from './test/e2e/browser.ts';
import { ensureChromium } from './config/ensure-chromium.ts';

// Component tests mount one Svelte component at a time in a real browser: Debian's Chromium
// (found, or installed on a fresh machine, by ensureChromium), driven through Playwright (never a
// downloaded browser), with the global styles of the app.
// No test depends on the machine's speed: tests await what the page shows (expect.element and
// locators retry), and these limits only end a hung test. They are generous enough for a 2-core
// machine busy with other work.
export default defineConfig({
  plugins: [svelte()],
  test: {
    name: 'components',
    include: ['test/ui/**/*.component.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 120_000 } },
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: { executablePath: ensureChromium(), args: CHROMIUM_ARGS },
        actionTimeout: 300_000
      }),
      instances: [{ browser: 'chromium', viewport: { width: 1280, height: 720 } }]
    }
  }
});
