import { templateOf } from '../model/template-of.ts';
import type { DesignEdit } from '../edits/edit-design.ts';
import { idAttribute } from '../generate/infer-generators.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { hotEntity, type FixContext } from './fix-context.ts';
import type { Fix } from './fix.ts';

/**
 * Another attribute in the table's partition key: `${Language}` becomes
 * `${Language}#${BookTitle}`, taking the first placeholder of the entity's sort key that is not
 * in the key yet (else its id), so one hot value becomes as many keys as that attribute has
 * values. Access patterns that give that attribute keep working, on the new key; those that do
 * not can no longer be one Query, and the fix says so. Table keys only: a GSI key is changed the
 * same way in its own template.
 *
 * @example
 * keyAttributeFix(context)[0]?.title; // 'Key Book by Language and BookTitle'
 */
export function keyAttributeFix(at: FixContext): Fix[] {
  const hot = hotEntity(at);
  const view = at.table.views[at.heat.view];
  if (!hot || !view || view.spec.partitionKey.type !== 'S') return [];
  const { entity, index } = hot;
  const attr = view.spec.partitionKey.name;
  const old = templateOf(entity.keys, attr) ?? `\${${attr}}`;
  const parsed = parseTemplate(old);
  if (!parsed.ok) return [];
  const fields = parsed.template.fields;
  const sortName = view.spec.sortKey?.name;
  const sort = sortName
    ? parseTemplate(templateOf(entity.keys, sortName) ?? `\${${sortName}}`)
    : null;
  const id = idAttribute(at.design, entity);
  const added =
    (sort?.ok ? sort.template.fields.find((f) => !fields.includes(f)) : undefined) ??
    (id !== undefined && !fields.includes(id) ? id : undefined);
  if (!added) return [];
  const template = `${old}#\${${added}}`;
  const edits: DesignEdit[] = [
    { kind: 'set-key-template', entity: index, attribute: attr, template }
  ];
  const kept: string[] = [];
  const lost: string[] = [];
  at.design.accessPatterns.forEach((p, i) => {
    if (
      p.table !== at.heat.tableName ||
      p.partitionKey !== old ||
      !p.expectedEntities.includes(entity.name)
    )
      return;
    if (p.index !== view.spec.index && !(view.spec.index === null && isLsi(at, p.index))) return;
    if (Object.prototype.hasOwnProperty.call(p.parameters, added)) {
      edits.push({ kind: 'set-pattern', index: i, pattern: { ...p, partitionKey: template } });
      kept.push(p.name);
    } else lost.push(p.name);
  });
  return [
    {
      id: `key:${at.viewIndex}:${at.key.id}`,
      kind: 'key-attribute',
      title: `Key ${entity.name} by ${fields.join(' and ') || attr} and ${added}`,
      summary: `Make ${entity.name}'s ${attr} ${template}: ${JSON.stringify(at.key.text)} splits into one key per ${added}, each its own item collection.`,
      notes: [
        ...(kept.length
          ? [`${kept.map((n) => `“${n}”`).join(', ')} give ${added} and read the new key.`]
          : []),
        ...lost.map(
          (n) =>
            `“${n}” does not give ${added}, so it can no longer be one Query on this key: it needs a Scan, or an index keyed on ${fields.join(', ') || attr}.`
        ),
        ...(templateOf(entity.keys, attr) === undefined
          ? [
              `${attr} is the items' own attribute today; it will hold ${template}, so keep the bare value in an attribute of its own if you need it.`
            ]
          : [])
      ],
      edit: edits.length === 1 ? edits[0]! : { kind: 'edits', edits },
      view: at.viewIndex,
      key: at.key.text,
      before: at.key.utilization,
      estimate: null
    }
  ];
}

function isLsi(at: FixContext, index: string | null): boolean {
  return index !== null && at.table.table.localSecondaryIndexes.some((l) => l.name === index);
}
