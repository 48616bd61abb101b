import type { AccessPattern, Design } from '../model/design.ts';
import { parseTemplate, type Template } from '../templates/parse-template.ts';
import { tableViews } from '../views/table-key-attributes.ts';
import type { EdgeDraft } from './key-edges.ts';
import { templateShape } from './template-shape.ts';

/**
 * The access patterns that walk an edge, by name in design order. Every pattern counted here
 * reads the edge's source entity (it is among its `expectedEntities`) and:
 * - shares-collection and joined-by-index: queries the edge's table or index with a partition
 *   key built like the source's template (`GAME#${id}` fits `GAME#${gameId}`);
 * - refers-to: queries a view whose sort key is the edge's attribute, with no sort key condition
 *   or one whose leading text agrees with the template's (`begins_with USER#` reads the
 *   `USER#${username}` references), or the table by that attribute as its partition key.
 * Suggestions serve none: no key names them.
 *
 * @example
 * servedPatterns(gaming, sharesEdge); // ['Find all users in a game']
 */
export function servedPatterns(design: Design, edge: EdgeDraft): string[] {
  if (edge.kind === 'suggested' || edge.template === undefined) return [];
  const own = parsed(edge.template);
  if (!own) return [];
  const shape = templateShape(own);
  const table = design.tables.find((t) => t.name === edge.table);
  if (!table) return [];
  const views = tableViews(table);
  return design.accessPatterns
    .filter((p) => {
      if (p.table !== edge.table || !p.expectedEntities.includes(edge.source)) return false;
      const spec = views.find((v) => v.index === p.index);
      if (!spec) return false;
      const pk = parsed(p.partitionKey);
      const samePk =
        pk !== null &&
        spec.partitionKey.name === edge.attribute &&
        templateShape(pk).skeleton === shape.skeleton;
      if (edge.kind !== 'refers-to') return p.index === edge.index && samePk;
      if (spec.kind === 'table' && samePk) return true;
      return spec.sortKey?.name === edge.attribute && sortAgrees(p, shape.lead);
    })
    .map((p) => p.name);
}

function sortAgrees(p: AccessPattern, lead: string): boolean {
  if (!p.sortKey) return true;
  const t = parsed(p.sortKey.value);
  if (!t) return false;
  const theirs = templateShape(t).lead;
  return theirs.startsWith(lead) || lead.startsWith(theirs);
}

function parsed(source: string): Template | null {
  const r = parseTemplate(source);
  return r.ok ? r.template : null;
}
