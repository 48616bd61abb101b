/**
 * Tells the page where the embedded local table is. `npm start` (scripts/start.mjs) starts
 * dynalite on a free loopback port and sets KEYSCOPE_LOCAL_DYNAMODB_ENDPOINT; this plugin
 * writes it into the served index.html as `<meta name="keyscope-embedded-endpoint">`, which
 * `src/live/embedded-endpoint.ts` reads. It does so at serve time — in the dev server and in
 * `vite preview` of a build — so one build can be pointed at any local table (the e2e tests
 * start dynalite on a free port and serve `dist/` at it). A build writes nothing: a static
 * deployment has no embedded table.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const EMBEDDED_ENDPOINT_ENV = 'KEYSCOPE_LOCAL_DYNAMODB_ENDPOINT';
export const EMBEDDED_ENDPOINT_META = 'keyscope-embedded-endpoint';

/** Only a loopback emulator can be the embedded table (src/live's checkTarget says the same). */
const LOOPBACK_ENDPOINT = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

/** The endpoint from the environment, or undefined when unset; throws when it is not loopback. */
export function embeddedEndpointFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env[EMBEDDED_ENDPOINT_ENV];
  if (url === undefined || url === '') return undefined;
  if (!LOOPBACK_ENDPOINT.test(url))
    throw new Error(
      `${EMBEDDED_ENDPOINT_ENV} must be a loopback URL such as http://127.0.0.1:8000, not "${url}"`
    );
  return url;
}

/** index.html with the endpoint's `<meta>` before `</head>` (the URL is checked, so it needs no escaping). */
export function withEmbeddedEndpoint(html: string, endpoint: string): string {
  if (!LOOPBACK_ENDPOINT.test(endpoint))
    throw new Error(`the embedded endpoint must be a loopback URL, not "${endpoint}"`);
  const meta = `<meta name="${EMBEDDED_ENDPOINT_META}" content="${endpoint}" />`;
  if (!html.includes('</head>')) throw new Error('index.html has no </head> for the endpoint');
  return html.replace('</head>', `  ${meta}\n  </head>`);
}

export function embeddedEndpointPlugin(): Plugin {
  let command: 'build' | 'serve' = 'build';
  let outDir = 'dist';
  return {
    name: 'keyscope:embedded-endpoint',
    configResolved(config) {
      command = config.command;
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(html) {
      const endpoint = command === 'serve' ? embeddedEndpointFromEnv() : undefined;
      return endpoint ? withEmbeddedEndpoint(html, endpoint) : html;
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const endpoint = embeddedEndpointFromEnv();
        const path = (req.url ?? '').split(/[?#]/)[0];
        if (!endpoint || req.method !== 'GET' || (path !== '/' && path !== '/index.html'))
          return next();
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(withEmbeddedEndpoint(html, endpoint));
      });
    }
  };
}
