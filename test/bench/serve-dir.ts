import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { preview, type PreviewServer } from 'vite';

/**
 * A built app (e.g. another commit's `vite build` output, BENCH_BASE) served by `vite preview`
 * on a free loopback port, so a benchmark can alternate between it and this tree's build.
 */
export async function serveDir(dir: string): Promise<{ url: string; server: PreviewServer }> {
  const server = await preview({
    root: resolve(import.meta.dirname, '../..'),
    logLevel: 'warn',
    build: { outDir: resolve(dir) },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false }
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}
