import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electroDbModule } from '../../../src/core/libraries/electrodb-module.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';
import { designOf, keyKindsDesign } from '../../helpers/library-designs.ts';
import {
  EXAMPLE_IDS,
  HOSTILE_TEXT,
  ModuleDir,
  canonicalKey,
  keyValueOf,
  hostileDesign,
  keyedItems,
  moduleShapeProblems,
  plainItem
} from '../../helpers/library-check.ts';

interface ElectroEntity {
  schema: { model: { entity: string } };
  put(item: unknown): { params(): { Item: Record<string, unknown> } };
  get(key: unknown): { params(): { Key: Record<string, unknown> } };
}

const s = (v: string) => ({ S: v });

/** A design of one table (PK, SK and a GSI) holding one entity, as the mapping cases need. */
function oneEntity(entity: Record<string, unknown>, table: Record<string, unknown> = {}): Design {
  return designOf({
    name: 'One',
    tables: [
      {
        name: 'Things',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        globalSecondaryIndexes: [
          {
            name: 'ByG',
            partitionKey: { name: 'GPK', type: 'S' },
            sortKey: { name: 'GSK', type: 'S' },
            projection: { type: 'ALL' }
          }
        ],
        items: [],
        ...table
      }
    ],
    entities: [{ name: 'E', table: 'Things', items: [], ...entity }]
  });
}

describe('electroDbModule: the mapping', () => {
  it.each([
    [
      'a template becomes the key template, with casing none and its composite attributes',
      oneEntity({ attributes: [{ name: 'id', type: 'S' }], keys: { PK: 'A#${id}', SK: 'META' } }),
      '"primary": { pk: { field: "PK", composite: ["id"], template: "A#${id}", casing: "none", cast: "string" }, sk: { field: "SK", composite: [], template: "META", casing: "none", cast: "string" } }'
    ],
    [
      'a padded field becomes the attribute’s padding and the template names it alone',
      oneEntity({ attributes: [{ name: 'r', type: 'N' }], keys: { PK: 'R', SK: 'R#${r:4}' } }),
      '"r": { type: "number", required: true, padding: { length: 4, char: "0" } },'
    ],
    [
      'a GSI the entity fills is an index under its own name',
      oneEntity({
        attributes: [{ name: 'a', type: 'S' }],
        keys: { PK: 'A', SK: 'B', GPK: 'G#${a}', GSK: '${a}' }
      }),
      '"ByG": { index: "ByG", pk: { field: "GPK", composite: ["a"], template: "G#${a}", casing: "none", cast: "string" }'
    ],
    [
      'types map: a list of any, a string set, a boolean',
      oneEntity({
        attributes: [
          { name: 'l', type: 'L' },
          { name: 'ss', type: 'SS' },
          { name: 'b', type: 'BOOL' }
        ],
        keys: { PK: 'A', SK: 'B' }
      }),
      '"l": { type: "list", items: { type: "any" } },\n      "ss": { type: "set", items: "string" },\n      "b": { type: "boolean" },'
    ]
  ])('%s', (_, design, code) => {
    expect(electroDbModule(design).text).toContain(code);
  });

  it.each([
    [
      'a binary table key leaves the entity out',
      oneEntity(
        { attributes: [{ name: 'b', type: 'B' }], keys: { SK: 'X' } },
        { partitionKey: { name: 'b', type: 'B' } }
      ),
      'entity "E": "b" is a binary key, and ElectroDB builds only string and number keys, so the entity is left out'
    ],
    [
      'a field padded two ways is left unpadded',
      oneEntity({
        attributes: [{ name: 'r', type: 'N' }],
        keys: { PK: 'A#${r:3}', SK: 'B#${r}' }
      }),
      'entity "E": "r" is padded to 3 in "PK" and unpadded in "SK", and ElectroDB pads an attribute in every key or in none, so it is left unpadded and those keys differ from Keyscope\'s'
    ],
    [
      'a field in both keys of an index whose sort key has several is left out of it',
      oneEntity({
        attributes: [
          { name: 'a', type: 'S' },
          { name: 'b', type: 'S' }
        ],
        keys: { PK: 'A', SK: 'B', GPK: '${a}', GSK: '${a}#${b}' }
      }),
      'entity "E": index "ByG" has "a" in both its partition and sort key, which ElectroDB allows only when the sort key has one attribute, so it is left out of that index'
    ],
    [
      'a type ElectroDB lacks is written as any',
      oneEntity({ attributes: [{ name: 'raw', type: 'B' }], keys: { PK: 'A', SK: 'B' } }),
      'entity "E": ElectroDB has no type for "raw" (B), so it is written as "any"'
    ],
    [
      'a key-only field is stored',
      oneEntity({
        attributes: [],
        keys: { PK: 'A#${k}', SK: 'B' },
        keyOnly: ['k'],
        items: [{ k: s('1') }]
      }),
      'entity "E": "k" is held only inside keys in Keyscope, and ElectroDB stores every attribute'
    ],
    [
      'table items of no entity are left out',
      oneEntity(
        { attributes: [], keys: { PK: 'A', SK: 'B' } },
        { items: [{ PK: s('x'), SK: s('y') }] }
      ),
      'table "Things" has 1 item of no entity, and an ElectroDB model holds only entities: they are left out'
    ],
    [
      'an entity that cannot fill the table key is left out',
      oneEntity({ attributes: [], keys: { PK: 'A' } }),
      'entity "E" has no template or attribute for the table key "SK" of table "Things", so it is left out'
    ]
  ])('notes it: %s', (_, design, note) => {
    const { text, notes } = electroDbModule(design);
    expect(notes).toContain(note);
    expect(text).toContain(`// - ${note.slice(0, 40)}`);
  });

  it('writes every name and key text of the design as data, never as code', async () => {
    await fc.assert(
      fc.asyncProperty(HOSTILE_TEXT, async (text) => {
        const written = electroDbModule(hostileDesign(text)).text;
        expect(written).toContain('new Entity(');
        expect(await moduleShapeProblems(written)).toEqual([]);
      }),
      { numRuns: 60 }
    );
  });

  it('does not change the design it is given', () => {
    const design = keyKindsDesign();
    const before = JSON.stringify(design);
    electroDbModule(design);
    expect(JSON.stringify(design)).toBe(before);
  });
});

describe('electroDbModule: checked by ElectroDB itself', () => {
  const dir = new ModuleDir();
  const designs = new Map<string, Design>([
    ...EXAMPLE_IDS.map((id) => [id, example(id)] as const),
    ['key-kinds', keyKindsDesign()]
  ]);
  const entities = new Map<string, Map<string, ElectroEntity>>();

  beforeAll(async () => {
    for (const [id, design] of designs) {
      const module = await dir.load(`electrodb-${id}`, electroDbModule(design).text);
      const byName = new Map<string, ElectroEntity>();
      for (const value of Object.values(module)) {
        const e = value as Partial<ElectroEntity>;
        if (e.schema?.model?.entity) byName.set(e.schema.model.entity, e as ElectroEntity);
      }
      entities.set(id, byName);
    }
  });
  afterAll(() => dir.remove());

  const cases = [...designs].flatMap(([id, design]) =>
    keyedItems(design).map((k) => ({ id, ...k, name: `${id} ${k.label}` }))
  );

  it.each(cases)(
    '$name: put() writes the keys Keyscope renders',
    ({ id, entity, item, keys, partial }) => {
      const e = entities.get(id)!.get(entity);
      expect(e, `entity ${entity} exported`).toBeDefined();
      const put = (): Record<string, unknown> => e!.put(plainItem(item, 'array')).params().Item;
      if (partial.length === 0) {
        const written = put();
        for (const [name, value] of keys)
          expect(keyValueOf(written[name]), name).toEqual(canonicalKey(value));
        return;
      }
      // The one difference the export notes: an item with some but not all of an index's key
      // fields is out of that index in Keyscope, and ElectroDB refuses it or writes a partial key.
      const notes = electroDbModule(designs.get(id)!).notes;
      for (const { index, keys: names } of partial) {
        expect(names.some((k) => keys.get(k) === undefined)).toBe(true);
        expect(
          notes.some((n) => n.includes(`index "${index}"`) && n.includes('some but not all'))
        ).toBe(true);
      }
      let written: Record<string, unknown>;
      try {
        written = put();
      } catch (error) {
        expect(String(error)).toMatch(/Incomplete composite attributes/);
        return;
      }
      const differs = partial.some(({ keys: names }) =>
        names.some((k) => !isDeepStrictEqual(keyValueOf(written[k]), canonicalKey(keys.get(k))))
      );
      expect(differs).toBe(true);
    }
  );

  it.each(cases)(
    '$name: get() asks for the table key Keyscope renders',
    ({ id, entity, item, keys, table }) => {
      const design = designs.get(id)!;
      const t = design.tables.find((x) => x.name === table)!;
      const key = entities.get(id)!.get(entity)!.get(plainItem(item, 'array')).params().Key;
      const names = [t.partitionKey.name, ...(t.sortKey ? [t.sortKey.name] : [])];
      expect(Object.keys(key).sort()).toEqual([...names].sort());
      for (const name of names)
        expect(keyValueOf(key[name]), name).toEqual(canonicalKey(keys.get(name)));
    }
  );
});
