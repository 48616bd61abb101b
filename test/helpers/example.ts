import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import type { Design } from '../../src/core/model/design.ts';

/** Load one of public/examples/*.json as a Design. */
export function example(name: string): Design {
  const text = readFileSync(
    resolve(import.meta.dirname, '../../public/examples', `${name}.json`),
    'utf8'
  );
  const r = loadDesignText(text);
  if (!r.ok) throw new Error(`example ${name} did not load`);
  return r.design;
}
