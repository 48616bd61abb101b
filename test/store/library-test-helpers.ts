// Shared by the library tests: a fresh database per test, a clock and ids the test controls,
// and the example designs as library snapshots.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import type { Design } from '../../src/core/model/design.ts';
import { DesignLibrary, type LibraryOptions } from '../../src/store/design-library.ts';

let counter = 0;

/** A database name no other test uses. */
export function freshName(): string {
  return `keyscope-test-${process.pid}-${counter++}`;
}

export function example(name: string): Design {
  const r = loadDesignText(readFileSync(`public/examples/${name}.json`, 'utf8'));
  if (!r.ok) throw new Error(name);
  return r.design;
}

/** A library on `name` with a clock starting at 1000 that ticks 1 per call and ids a, b, c… */
export async function openLibrary(
  name: string,
  options: Partial<LibraryOptions> & { tab?: string } = {}
): Promise<DesignLibrary> {
  let t = 1000;
  let id = 0;
  return DesignLibrary.open({
    name,
    now: () => t++,
    newId: () => `${options.tab ?? 't'}${id++}`,
    ...options
  });
}
