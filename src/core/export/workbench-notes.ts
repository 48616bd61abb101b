import type { Design, Table } from '../model/design.ts';
import { tableViews } from '../views/table-key-attributes.ts';
import { viewKeyNames } from '../views/view-key-names.ts';

/**
 * What NoSQL Workbench itself will not show of a design exported as a Workbench model, in
 * sentences for the user (the share menu shows them after a download). Keyscope reads the whole
 * design back from the same file: templates from the facets' key aliases and the model's
 * `Keyscope` field, access patterns and workload from that field. A GSI whose key has several
 * attributes is left out, and said so: the model's index has one attribute per key; the note
 * names the option that writes it with synthetic keys instead, or, with `syntheticKeys` (the
 * option taken), says the index could not take them.
 *
 * @example
 * workbenchNotes(gaming, gaming.tables)[0]; // 'Key templates: each facet's key aliases …'
 */
export function workbenchNotes(
  design: Design,
  chosen: readonly Table[],
  syntheticKeys = false
): string[] {
  const notes: string[] = [];
  const names = new Set(chosen.map((t) => t.name));
  const entities = design.entities.filter((e) => names.has(e.table));
  const isTableKey = (e: { table: string }, k: string) => {
    const t = chosen.find((c) => c.name === e.table)!;
    return k === t.partitionKey.name || k === t.sortKey?.name;
  };
  if (entities.some((e) => Object.keys(e.keys).length > 0))
    notes.push(
      "Key templates: each facet's key aliases (KeyAttributeAlias) hold its table key templates, such as USER#${username}, which NoSQL Workbench shows as the facet's key names; every item carries its keys written out, since NoSQL Workbench does not render keys from templates"
    );
  const indexed = entities.filter((e) => Object.keys(e.keys).some((k) => !isTableKey(e, k)));
  if (indexed.length > 0)
    notes.push(
      `the templates of other keys (index keys) of ${list(indexed.map((e) => e.name))} have no Workbench field: they are kept in the model's "Keyscope" field, which Keyscope reads back and NoSQL Workbench ignores`
    );
  const patterns = design.accessPatterns.filter((p) => names.has(p.table)).length;
  if (patterns > 0 || design.workload)
    notes.push(
      `${patterns === 1 ? 'the access pattern' : `the ${patterns} access patterns`}${design.workload ? ' and the workload (request rates, for heat and cost)' : ''} are kept in the model's "Keyscope" field: Keyscope reads them back, NoSQL Workbench does not show them (its model format has no documented place for them)`
    );
  if (entities.some((e) => e.description !== undefined))
    notes.push(
      'entity descriptions and attribute types are kept in the "Keyscope" field too; NoSQL Workbench shows facets with their attribute names only'
    );
  const orphans = design.entities.filter((e) => !design.tables.some((t) => t.name === e.table));
  if (orphans.length > 0)
    notes.push(
      `${list(orphans.map((e) => e.name))} ${orphans.length === 1 ? 'is' : 'are'} left out: ${orphans.length === 1 ? 'its' : 'their'} table is not in the design`
    );
  if (chosen.some((t) => t.localSecondaryIndexes.length > 0))
    notes.push(
      'local secondary indexes are written as LocalSecondaryIndexes, mirroring GlobalSecondaryIndexes; Keyscope reads them back, but NoSQL Workbench may not show them'
    );
  for (const t of chosen)
    for (const v of tableViews(t).filter((x) => x.parts)) {
      const names = viewKeyNames(v);
      notes.push(
        `index "${v.index}" of "${t.name}" is left out: its key is several attributes (partition ${names.partition}${names.sort ? `, sort ${names.sort}` : ''}), and a NoSQL Workbench model holds one partition and one sort key attribute per index; ${syntheticKeys ? 'it could not take synthetic keys (see below)' : 'to keep it there, export with synthetic keys for multi-attribute indexes (--synthetic-keys on the command line), which join each part into one string attribute'}, or export the table as a create-table request, CloudFormation or Terraform, which hold it as it is`
      );
    }
  return notes;
}

function list(names: readonly string[]): string {
  const q = names.map((n) => JSON.stringify(n));
  return q.length <= 3 ? q.join(', ') : `${q.slice(0, 3).join(', ')} and ${q.length - 3} more`;
}
