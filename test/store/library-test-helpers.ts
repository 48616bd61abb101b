// Shared by the library tests: a fresh database per test, a clock and ids the test controls,
// and the example designs as library snapshots.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import type { Design } from '../../src/core/model/design.ts';
import { DesignLibrary, type LibraryOptions } from '../../src/store/design-library.ts';

let counter = 0;

/** One object store of a database fixture (test/fixtures/store/v<N>-library.json). */
export interface StoreDump {
  name: string;
  keyPath: string;
  indexes: { name: string; keyPath: string }[];
  records: Record<string, unknown>[];
}

/** A database as a fixture describes it: the version and every store, records included. */
export interface Fixture {
  database: string;
  version: number;
  stores: StoreDump[];
}

export const fixture = (file: string) =>
  JSON.parse(readFileSync(`test/fixtures/store/${file}`, 'utf8')) as Fixture;

/** Build a database exactly as a fixture describes it, with the raw IndexedDB API only. */
export function restore(name: string, f: Fixture): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, f.version);
    open.onupgradeneeded = () => {
      for (const s of f.stores) {
        const store = open.result.createObjectStore(s.name, { keyPath: s.keyPath });
        for (const ix of s.indexes) store.createIndex(ix.name, ix.keyPath);
        for (const r of s.records) store.put(revive(r));
      }
    };
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => reject(open.error);
  });
}

/**
 * A record as stored: JSON cannot hold a Blob, so a fixture writes a design text stored as one
 * (database version 3) as `{"$blob": text, "type": mediaType}`.
 */
function revive(record: Record<string, unknown>): Record<string, unknown> {
  const text = record['text'] as { $blob?: unknown; type?: unknown } | undefined;
  if (!text || typeof text !== 'object' || typeof text.$blob !== 'string') return record;
  return { ...record, text: new Blob([text.$blob], { type: String(text.type ?? '') }) };
}

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
