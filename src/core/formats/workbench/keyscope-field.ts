import type { AccessPattern, Entity, Table } from '../../model/design.ts';
import type { FindingCollector } from '../../model/finding-collector.ts';
import { joinPath } from '../../model/finding.ts';
import type { Workload } from '../../model/workload.ts';
import { describeJson } from '../../json/describe-json.ts';
import { JsonReader } from '../json-reader.ts';
import { migrateDesign } from '../migrate-design.ts';
import { readAccessPatterns, readEntities } from '../read-entities.ts';
import { readWorkload } from '../read-workload.ts';
import { facetKeys, type FacetRead } from './facet-keys.ts';

/** The fragment's format: a native design's (DESIGN_FORMAT, which this importer cannot import without a circle). */
const FRAGMENT_FORMAT = 'keyscope.design';
const FIELDS = ['format', 'version', 'entities', 'accessPatterns', 'workload'];

/** What a Workbench model gives a design beyond its tables. */
export interface ModelExtras {
  readonly entities: Entity[];
  readonly accessPatterns: AccessPattern[];
  readonly workload?: Workload;
}

/**
 * The entities of a Workbench model's facets with their key templates settled (`facetKeys`),
 * plus what Keyscope keeps in the model's `Keyscope` field (`workbenchExtension` writes it): a
 * native design fragment, read (and migrated) as a native design's parts are, every problem
 * located under `path`. With the field, entities come in its order and carry its descriptions
 * and attribute types, and the access patterns and workload are its; a model from NoSQL
 * Workbench itself has no such field and gets none.
 */
export function readModelExtras(
  raw: unknown,
  path: string,
  r: FindingCollector,
  tables: readonly Table[],
  facets: readonly FacetRead[]
): ModelExtras {
  const doc = fragment(raw, path, r);
  const reader = new JsonReader(r.findings);
  const kept = doc
    ? readEntities(reader, reader.array(doc, 'entities', path), joinPath(path, 'entities'), tables)
    : [];
  const byName = new Map(kept.map((e) => [e.name, e]));
  const entities = facets.map((f) => {
    const k = byName.get(f.entity.name);
    const table = tables.find((t) => t.name === f.entity.table)!;
    return facetKeys(f, table, k?.table === f.entity.table ? k : undefined, r);
  });
  if (!doc) return { entities, accessPatterns: [] };
  const rank = (e: Entity) => {
    const i = kept.findIndex((k) => k.name === e.name);
    return i < 0 ? kept.length : i;
  };
  entities.sort((a, b) => rank(a) - rank(b));
  const accessPatterns = readAccessPatterns(
    reader,
    reader.array(doc, 'accessPatterns', path),
    joinPath(path, 'accessPatterns'),
    tables
  );
  const workload = readWorkload(reader, reader.field(doc, 'workload'), joinPath(path, 'workload'), {
    accessPatterns,
    entities
  });
  return { entities, accessPatterns, ...(workload ? { workload } : {}) };
}

/** The field as a current-version native fragment, or null (absent, or reported and ignored). */
function fragment(raw: unknown, path: string, r: FindingCollector): Record<string, unknown> | null {
  if (raw === undefined) return null;
  const reader = new JsonReader(r.findings);
  const o = reader.object(raw, path, 'the "Keyscope" field', FIELDS);
  if (!o) return null;
  if (o['format'] !== FRAGMENT_FORMAT) {
    r.warn(
      joinPath(path, 'format'),
      'workbench.keyscope-format',
      `the "Keyscope" field should have "format": "${FRAGMENT_FORMAT}", got ${describeJson(o['format'])}; it is ignored, so the model's templates of index keys, access patterns and workload are not read — export the model from Keyscope again`
    );
    return null;
  }
  const migrated = migrateDesign(o);
  if (!migrated.ok) {
    r.warn(
      joinPath(path, 'version'),
      'workbench.keyscope-version',
      `the "Keyscope" field cannot be read: ${migrated.error}; the model's tables, facets and items are read without it`
    );
    return null;
  }
  return migrated.doc;
}
