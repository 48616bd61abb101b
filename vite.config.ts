import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicy } from './config/csp.ts';
import { serviceWorkerPlugin } from './config/service-worker-plugin.ts';
import { embeddedEndpointPlugin } from './config/embedded-endpoint-plugin.ts';
import { earlyEntryPlugin } from './config/early-entry-plugin.ts';
import { startPartsPlugin } from './config/start-parts-plugin.ts';
import { START_PARTS } from './config/start-parts.ts';
import { TEST_WORKERS } from './config/test-workers.ts';

const CHARSET_META = '<meta charset="UTF-8" />';

/**
 * Puts the Content-Security-Policy `<meta>` tag right after `<meta charset>` (which must stay
 * in the first 1024 bytes) and before anything that loads a resource.
 */
function cspMetaTag(): Plugin {
  let dev = false;
  return {
    name: 'keyscope:csp-meta',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    transformIndexHtml(html) {
      if (!html.includes(CHARSET_META)) {
        throw new Error(`index.html must contain ${CHARSET_META} so the CSP can follow it.`);
      }
      const policy = contentSecurityPolicy({ dev })
        .replaceAll('&', '&amp;')
        .replaceAll('"', '&quot;');
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
      return html.replace(CHARSET_META, `${CHARSET_META}\n    ${meta}`);
    }
  };
}

export default defineConfig({
  // Relative asset URLs, so the static build works from any path (file server, sub-folder).
  base: './',
  // serviceWorkerPlugin writes dist/sw.js, which precaches the build so the app works offline;
  // embeddedEndpointPlugin tells the served page where `npm start`'s local table is;
  // earlyEntryPlugin loads src/warm-fonts.ts before the app, in a chunk of its own;
  // startPartsPlugin builds the parts src/main.ts imports one after another, and preloads them.
  plugins: [
    svelte(),
    cspMetaTag(),
    earlyEntryPlugin('src/warm-fonts.ts'),
    startPartsPlugin('src/main.ts', START_PARTS),
    serviceWorkerPlugin(),
    embeddedEndpointPlugin()
  ],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'unit',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Component tests run in a browser (vitest.components.config.ts).
    exclude: ['test/e2e/**', 'test/**/*.component.test.ts', 'node_modules/**'],
    maxWorkers: TEST_WORKERS,
    // No test depends on the machine's speed: these limits only end a hung test, and are
    // generous enough for a 2-core machine busy with other work (vitest's defaults are 5 s for a
    // test and 1 s for expect.poll).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 120_000 } }
  }
});
