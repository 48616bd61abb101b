import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// A URL, not import.meta.dirname: Vite bundles a config file (and what it imports) elsewhere
// before running it, and rewrites import.meta.url to the file's own.
const script = fileURLToPath(new URL('../scripts/ensure-chromium.mjs', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The Chromium the browser tests drive: scripts/ensure-chromium.mjs finds one (or, as root on
 * Debian, installs Debian's with apt-get, which can take minutes) and prints its path. Both the
 * component tests and the e2e tests start here, so whichever runs first on a fresh machine
 * installs it.
 */
export function ensureChromium(): string {
  const output = execFileSync(process.execPath, [script], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit']
  });
  const path = output.trim().split('\n').at(-1) ?? '';
  if (!path) throw new Error('scripts/ensure-chromium.mjs printed no Chromium path.');
  return path;
}
