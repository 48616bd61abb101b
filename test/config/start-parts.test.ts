import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_PARTS } from '../../config/start-parts.ts';

const root = resolve(import.meta.dirname, '../..');

describe('START_PARTS', () => {
  it('lists what src/main.ts imports with import(), in its order', () => {
    const main = readFileSync(resolve(root, 'src/main.ts'), 'utf8');
    const imported = [...main.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => `src/${m[1]}`);
    expect(imported).toEqual([...START_PARTS]);
  });
});
