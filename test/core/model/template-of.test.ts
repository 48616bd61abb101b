// Names that are also Object.prototype's members, as attribute, entity, table and index names:
// the design opens, analyses, edits, exports and shares like any other (issue 25's crash: a table
// keyed `constructor` made `keys.constructor` a function, and the page threw on it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { editDesign } from '../../../src/core/edits/edit-design.ts';
import { exportDesign } from '../../../src/core/export/export-design.ts';
import { EXPORT_TARGETS } from '../../../src/core/export/export-targets.ts';
import { itemFields } from '../../../src/core/item-form/item-fields.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { templateOf } from '../../../src/core/model/template-of.ts';
import { loadDesign } from '../../../src/core/formats/load-design.ts';
import { decodeShareLink } from '../../../src/core/share/decode-share-link.ts';
import { encodeShareLink } from '../../../src/core/share/encode-share-link.ts';

const PROTO = [
  ...Object.getOwnPropertyNames(Object.prototype),
  'toString',
  'valueOf',
  'hasOwnProperty',
  'constructor',
  '__proto__'
];
/** Table and index names must be 3–255 of [A-Za-z0-9_.-]: those of the list that qualify. */
const TABLE_NAMES = PROTO.filter((n) => /^[A-Za-z0-9_.-]{3,255}$/.test(n));

describe('templateOf', () => {
  it.each([
    ['an own template', { PK: 'USER#${id}' }, 'PK', 'USER#${id}'],
    ['none', { PK: 'USER#${id}' }, 'SK', undefined],
    ['a prototype member of a plain object', {}, 'constructor', undefined],
    ['toString of a plain object', {}, 'toString', undefined]
  ])('gives %s', (_, keys, attribute, want) => {
    expect(templateOf(keys, attribute)).toBe(want);
  });
});

describe('prototype member names in a design', () => {
  it('open, analyse, edit, export and share like any other', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          pk: fc.constantFrom(...PROTO),
          attr: fc.constantFrom(...PROTO),
          entity: fc.constantFrom(...PROTO),
          table: fc.constantFrom(...TABLE_NAMES),
          index: fc.constantFrom(...TABLE_NAMES)
        }),
        async ({ pk, attr, entity, table, index }) => {
          fc.pre(pk !== attr);
          const item = emptyMap();
          item[attr] = { S: 'v1' };
          // Plain objects, as a file's JSON.parse or the studio's form would make them.
          const keys = JSON.parse(JSON.stringify({ [pk]: `K#\${${attr}}` })) as Record<
            string,
            string
          >;
          const design: Design = {
            name: entity,
            tables: [
              {
                name: table,
                partitionKey: { name: pk, type: 'S' },
                globalSecondaryIndexes: [
                  {
                    name: index,
                    partitionKey: { name: attr, type: 'S' },
                    projection: { type: 'ALL' }
                  }
                ],
                localSecondaryIndexes: [],
                items: []
              }
            ],
            entities: [
              { name: entity, table, attributes: [{ name: attr, type: 'S' }], keys, items: [item] }
            ],
            accessPatterns: []
          };
          const analysis = analyzeDesign(design);
          expect(analysis.tables[0]!.views[0]!.itemCount).toBe(1);
          expect(itemFields(design, 0).length).toBeGreaterThan(0);
          // The studio's "Add entity": an entity with no templates yet, in a table keyed `pk`.
          const added = editDesign(design, {
            kind: 'add-entity',
            entity: { name: `${entity}2`, table, attributes: [], keys: {}, items: [] }
          });
          expect(() => analyzeDesign(added)).not.toThrow();
          expect(itemFields(added, 1).length).toBeGreaterThan(0);
          for (const target of EXPORT_TARGETS)
            expect(() => exportDesign(design, { to: target.id, now: new Date(0) })).not.toThrow();
          const link = await encodeShareLink(design);
          if (!link.ok) throw new Error(link.error);
          const opened = await decodeShareLink(link.fragment);
          expect(opened.ok && opened.design.entities[0]!.keys[pk]).toBe(`K#\${${attr}}`);
        }
      ),
      { numRuns: 150 }
    );
  });
});

describe('the NoSQL Workbench model of issue 25, keyed `constructor`', () => {
  const MODEL =
    '{"ModelName":"wb","ModelMetadata":{"Author":"a","DateCreated":"x","DateLastModified":"y","Description":"","AWSService":"Amazon DynamoDB","Version":"3.0"},"DataModel":[{"TableName":"Things","KeyAttributes":{"PartitionKey":{"AttributeName":"constructor","AttributeType":"S"}},"NonKeyAttributes":[{"AttributeName":"v","AttributeType":"S"}],"TableFacets":[{"FacetName":"Thing","KeyAttributeAlias":{"PartitionKeyAlias":"ThingId"},"TableData":[{"constructor":{"S":"a"},"v":{"S":"1"}}]}],"TableData":[]}]}';

  it('opens, takes a new entity and gives it an item form', () => {
    const loaded = loadDesign(JSON.parse(MODEL));
    if (!loaded.ok) throw new Error('the model does not load');
    expect(analyzeDesign(loaded.design).tables[0]!.views[0]!.itemCount).toBe(1);
    const added = editDesign(loaded.design, {
      kind: 'add-entity',
      entity: { name: 'Other', table: 'Things', attributes: [], keys: {}, items: [] }
    });
    expect(itemFields(added, added.entities.length - 1).map((f) => f.name)).toContain(
      'constructor'
    );
    expect(analyzeDesign(added).tables[0]!.views[0]!.itemCount).toBe(1);
  });
});
