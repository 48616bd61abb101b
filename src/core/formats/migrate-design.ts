import { isPlainObject } from '../json/is-plain-object.ts';

/** The version this build writes. Loaders accept every version up to it. */
export const CURRENT_VERSION = 4;

type Json = Record<string, unknown>;

/**
 * One step per version: `MIGRATIONS.get(n)` turns a version-n document into
 * version n+1. Steps are pure, never mutate their input, and stay here forever
 * with a fixture of their old format in test/fixtures/designs/, so a design
 * saved by any earlier build still opens.
 */
export const MIGRATIONS: ReadonlyMap<number, (doc: Json) => Json> = new Map([
  [
    0,
    // Version 0 (the pre-release draft) named indexes `gsis`/`lsis` and templates `templates`.
    (doc: Json): Json => ({
      ...doc,
      version: 1,
      tables: arrayOf(doc['tables']).map((t) => {
        if (!isPlainObject(t)) return t;
        const { gsis, lsis, ...rest } = t;
        return { ...rest, globalSecondaryIndexes: gsis ?? [], localSecondaryIndexes: lsis ?? [] };
      }),
      entities: arrayOf(doc['entities']).map((e) => {
        if (!isPlainObject(e)) return e;
        const { templates, ...rest } = e;
        return { ...rest, keys: templates ?? {} };
      })
    })
  ],
  [
    1,
    // Version 1 kept an access pattern's request rate on the pattern (`rate`); version 2 holds
    // the whole expected load in `workload`, so the rate moves to the pattern's load there.
    (doc: Json): Json => {
      const loads: Json[] = [];
      const accessPatterns = arrayOf(doc['accessPatterns']).map((p) => {
        if (!isPlainObject(p) || !('rate' in p)) return p;
        const { rate, ...rest } = p;
        if (typeof p['name'] === 'string') loads.push({ name: p['name'], rate });
        return rest;
      });
      const { accessPatterns: _old, ...rest } = doc;
      return {
        ...rest,
        version: 2,
        ...('accessPatterns' in doc ? { accessPatterns } : {}),
        ...(loads.length ? { workload: { accessPatterns: loads, entities: [] } } : {})
      };
    }
  ],
  [
    2,
    // Version 3 adds `generation` (how the sample items are generated: runs and value rules).
    // A version 2 design had none: it opens with no generated items, as it did.
    (doc: Json): Json => ({ ...doc, version: 3 })
  ],
  [
    3,
    // Version 4 lets a GSI's partitionKey and sortKey be a list of 1 to 4 attributes
    // (multi-attribute keys). Every version 3 key is one object, which version 4 still reads:
    // the step only marks the document, so that an older build refuses a version 4 file whose
    // lists it could not read instead of misreading it.
    (doc: Json): Json => ({ ...doc, version: 4 })
  ]
]);

export type MigrationResult = { ok: true; doc: Json; from: number } | { ok: false; error: string };

/** Bring a parsed native document to the current version, one step at a time. */
export function migrateDesign(
  doc: Json,
  migrations: ReadonlyMap<number, (doc: Json) => Json> = MIGRATIONS,
  current = CURRENT_VERSION
): MigrationResult {
  const version = doc['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return {
      ok: false,
      error: `"version" must be a whole number (this build reads 0 to ${current}), got ${JSON.stringify(version) ?? 'nothing'}`
    };
  }
  if (version > current) {
    return {
      ok: false,
      error: `this design is format version ${version}, newer than this build of Keyscope reads (${current}); open it with a newer Keyscope`
    };
  }
  let out = doc;
  for (let v = version; v < current; v++) {
    const step = migrations.get(v);
    if (!step) return { ok: false, error: `no migration from version ${v} to ${v + 1}` };
    out = step(out);
  }
  return { ok: true, doc: out, from: version };
}

function arrayOf(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
