#!/usr/bin/env node
// Finds a Chromium for the e2e tests and prints its path on stdout (and nothing else there).
// Order: $CHROME_PATH, /usr/bin/chromium, then chromium / chromium-browser / google-chrome on PATH.
// If none is found and we are root on Debian, installs Debian's `chromium` with apt-get.
// We never download a browser build of our own (no `playwright install`).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

function findChromium() {
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of NAMES) {
    const found = findOnPath(name);
    if (found) return found;
  }
  return null;
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.error(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    // Keep stdout clean for the path; apt's progress goes to stderr.
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status}.`);
}

const fromEnv = process.env.CHROME_PATH;
if (fromEnv) {
  if (!isExecutable(fromEnv)) fail(`CHROME_PATH=${fromEnv} is not an executable file.`);
  console.log(fromEnv);
  process.exit(0);
}

let chromium = findChromium();
if (!chromium) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && findOnPath('apt-get') !== null;
  if (!isRoot || !isDebian) {
    fail(
      'no Chromium found. Install one (Debian: `sudo apt-get install -y chromium`) ' +
        'or set CHROME_PATH to a Chromium or Chrome binary.'
    );
  }
  console.error('ensure-chromium: no Chromium found; installing Debian package "chromium".');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  chromium = findChromium();
  if (!chromium) fail('apt-get installed "chromium" but no chromium binary is on PATH.');
}

console.log(chromium);
