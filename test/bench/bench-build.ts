import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');

/**
 * The app a benchmark serves: this tree built into a temporary directory named after `prefix`,
 * or, with BENCH_DIST set, that build made before (another commit's, so runs of the two can
 * alternate on the same machine and hour). `remove` deletes only a directory made here.
 */
export async function benchBuild(prefix: string): Promise<{ outDir: string; remove(): void }> {
  const given = process.env['BENCH_DIST'];
  if (given) return { outDir: given, remove: () => {} };
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
