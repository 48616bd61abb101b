import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { GlobalSecondaryIndex } from '../model/design.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { uniqueName } from '../text/unique-name.ts';
import type { FixContext } from './fix-context.ts';
import type { Fix } from './fix.ts';

/**
 * A global secondary index that moves a hot read: the pattern reading the key most narrows it by
 * a placeholder of its sort key condition (`begins_with(SK, ${BookTitle}#)`, the last one if several); an index keyed on
 * that attribute answers the same question from a key per value, on partitions of its own, so
 * the hot key no longer serves those reads. Offered when reads are what makes the key hot. The
 * index costs writes: each write of an item it holds is also an index write.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-indexes-general.html
 *
 * @example
 * indexFix(context)[0]?.title; // 'Move “All editions of a title” to a new index on BookTitle'
 */
export function indexFix(at: FixContext): Fix[] {
  const { key, design } = at;
  if (
    key.readUnits / DYNAMODB_LIMITS.partitionReadUnits <=
    key.writeUnits / DYNAMODB_LIMITS.partitionWriteUnits
  )
    return [];
  const p = design.accessPatterns[key.reader];
  if (!p?.sortKey) return [];
  const pk = parseTemplate(p.partitionKey);
  const sk = parseTemplate(p.sortKey.value);
  if (!pk.ok || !sk.ok) return [];
  // The last such placeholder: a sort key runs from general to specific (`ORDER#${placedAt}#${orderId}`),
  // so its last part has the most values, and the index the most keys to spread the reads over.
  const field = [...sk.template.fields]
    .reverse()
    .find(
      (f) =>
        !pk.template.fields.includes(f) && Object.prototype.hasOwnProperty.call(p.parameters, f)
    );
  if (!field) return [];
  const table = at.table.table;
  if (table.globalSecondaryIndexes.length >= DYNAMODB_LIMITS.gsisPerTable) return [];
  const entity = design.entities.find(
    (e) => p.expectedEntities.includes(e.name) && e.table === table.name
  );
  const type = entity?.attributes.find((a) => a.name === field)?.type;
  const keyType = type === 'N' || type === 'B' ? type : 'S';
  const names = [...table.globalSecondaryIndexes, ...table.localSecondaryIndexes].map(
    (i) => i.name
  );
  const base = `By${field.replace(/[^A-Za-z0-9_.-]/g, '')}`;
  const name = names.includes(base) ? uniqueName(base, names) : base;
  const view = at.table.views.find((v) => v.spec.index === p.index);
  const sortKey =
    view?.spec.sortKey && view.spec.sortKey.name !== field ? view.spec.sortKey : undefined;
  const gsi: GlobalSecondaryIndex = {
    name,
    partitionKey: { name: field, type: keyType },
    ...(sortKey ? { sortKey } : {}),
    projection: { type: 'ALL' }
  };
  const t = at.analysis.tables.indexOf(at.table);
  const i = design.accessPatterns.indexOf(p);
  return [
    {
      id: `index:${at.viewIndex}:${key.id}`,
      kind: 'index',
      title: `Move “${p.name}” to a new index on ${field}`,
      summary: `Add the global secondary index ${name} (partition key ${field}${sortKey ? `, sort key ${sortKey.name}` : ''}) and read “${p.name}” from it, keyed by \${${field}}: its reads leave ${JSON.stringify(key.text)} for one key per ${field}.`,
      notes: [
        `Every write of an item the index holds becomes an index write too, on the index's own partitions and capacity.`,
        `Index reads are eventually consistent only${p.consistentRead ? `: “${p.name}” reads strongly consistent today` : ''}.`
      ],
      edit: {
        kind: 'edits',
        edits: [
          { kind: 'add-gsi', table: t, gsi },
          {
            kind: 'set-pattern',
            index: i,
            pattern: { ...p, index: name, partitionKey: `\${${field}}`, consistentRead: false }
          }
        ]
      },
      view: at.viewIndex,
      key: key.text,
      before: key.utilization,
      estimate: null
    }
  ];
}
