import { Table } from 'dynamodb-onetable';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTableModule } from '../../../src/core/libraries/onetable-module.ts';
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

/** What of a OneTable model the check calls: with `execute: false` it returns the request. */
interface OneModel {
  create(item: unknown, params: unknown): Promise<{ Item: Record<string, unknown> }>;
  get(key: unknown, params: unknown): Promise<{ Key: Record<string, unknown> }>;
}

/** OneTable never sends with `execute: false`; a client that would throw shows it never does. */
const NO_CLIENT = {
  send: async () => {
    throw new Error('OneTable tried to reach DynamoDB');
  }
};
const BUILD_ONLY = { execute: false, log: false };

const s = (v: string) => ({ S: v });

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
            projection: { type: 'INCLUDE', nonKeyAttributes: ['a'] }
          }
        ],
        items: [],
        ...table
      }
    ],
    entities: [{ name: 'E', table: 'Things', items: [], ...entity }]
  });
}

describe('oneTableModule: the mapping', () => {
  it.each([
    [
      'a template is the key field’s value, in the same syntax',
      oneEntity({ attributes: [{ name: 'r', type: 'N' }], keys: { PK: 'A', SK: 'R#${ r :3:_}' } }),
      '"SK": { type: String, value: "R#${r:3:_}" },'
    ],
    [
      'indexes name the key fields, with their projection',
      oneEntity({ attributes: [], keys: { PK: 'A', SK: 'B' } }),
      'primary: { hash: "PK", sort: "SK" },\n    "ByG": { hash: "GPK", project: ["a"] },'
    ],
    [
      'types map to OneTable’s',
      oneEntity({
        attributes: [
          { name: 'l', type: 'L' },
          { name: 'm', type: 'M' },
          { name: 'ns', type: 'NS' },
          { name: 'b', type: 'B' }
        ],
        keys: { PK: 'A', SK: 'B' }
      }),
      '"l": { type: Array },\n      "m": { type: Object },\n      "ns": { type: Set },\n      "b": { type: "binary" },'
    ],
    [
      'each schema is paired with its table’s name',
      oneEntity({ attributes: [], keys: { PK: 'A', SK: 'B' } }),
      'export const tables = [\n  { name: "Things", schema: ThingsSchema },\n] as const;'
    ]
  ])('%s', (_, design, code) => {
    expect(oneTableModule(design).text).toContain(code);
  });

  it.each([
    [
      'a multi-attribute GSI is not declared',
      example('tournament'),
      'index "TournamentRegionIndex" of table "TournamentMatches" has a multi-attribute key, which OneTable does not model, so the schema does not declare it and OneTable cannot query it; its key attributes are still written (a template\'s by its value), so DynamoDB indexes the items'
    ],
    [
      'a key-only field is stored',
      oneEntity({
        attributes: [],
        keys: { PK: 'A#${k}', SK: 'B' },
        keyOnly: ['k'],
        items: [{ k: s('1') }]
      }),
      'entity "E": "k" is held only inside keys in Keyscope, and OneTable stores every field'
    ],
    [
      'a null attribute has no type',
      oneEntity({ attributes: [{ name: 'z', type: 'NULL' }], keys: { PK: 'A', SK: 'B' } }),
      'entity "E": OneTable has no null type, so "z" is written as Object, and OneTable drops null values unless params.nulls is true'
    ],
    [
      'a dotted field in a template is a path to OneTable',
      oneEntity({ attributes: [{ name: 'a.b', type: 'S' }], keys: { PK: 'A#${a.b}', SK: 'B' } }),
      'entity "E": OneTable reads "a.b" in a value template as a path into nested attributes, not as one attribute\'s name'
    ]
  ])('notes it: %s', (_, design, note) => {
    const { text, notes } = oneTableModule(design);
    expect(notes).toContain(note);
    expect(text).toContain(`// - ${note.slice(0, 40)}`);
  });

  it('writes every name and key text of the design as data, never as code', async () => {
    await fc.assert(
      fc.asyncProperty(HOSTILE_TEXT, async (text) => {
        const written = oneTableModule(hostileDesign(text)).text;
        expect(written).toContain('value: ');
        expect(await moduleShapeProblems(written)).toEqual([]);
      }),
      { numRuns: 60 }
    );
  });

  it('does not change the design it is given', () => {
    const design = keyKindsDesign();
    const before = JSON.stringify(design);
    oneTableModule(design);
    expect(JSON.stringify(design)).toBe(before);
  });
});

describe('oneTableModule: checked by OneTable itself, with no client call', () => {
  const dir = new ModuleDir();
  const designs = new Map<string, Design>([
    ...EXAMPLE_IDS.map((id) => [id, example(id)] as const),
    ['key-kinds', keyKindsDesign()]
  ]);
  const models = new Map<string, Map<string, OneModel>>();

  beforeAll(async () => {
    for (const [id, design] of designs) {
      const module = await dir.load(`onetable-${id}`, oneTableModule(design).text);
      const byName = new Map<string, OneModel>();
      for (const { name, schema } of module['tables'] as {
        name: string;
        schema: { models: object };
      }[]) {
        const table = new Table({
          name,
          client: NO_CLIENT as never,
          schema: schema as never,
          logger: false as never
        });
        for (const model of Object.keys(schema.models))
          byName.set(model, table.getModel(model) as unknown as OneModel);
      }
      models.set(id, byName);
    }
  });
  afterAll(() => dir.remove());

  const cases = [...designs].flatMap(([id, design]) =>
    keyedItems(design).map((k) => ({ id, ...k, name: `${id} ${k.label}` }))
  );

  it.each(cases)(
    '$name: create() writes the keys Keyscope renders',
    async ({ id, entity, item, keys }) => {
      const model = models.get(id)!.get(entity);
      expect(model, `model ${entity} exported`).toBeDefined();
      const written = (await model!.create(plainItem(item, 'array'), BUILD_ONLY)).Item;
      for (const [name, value] of keys)
        expect(keyValueOf(written[name]), name).toEqual(canonicalKey(value));
    }
  );

  it.each(cases)(
    '$name: get() asks for the table key Keyscope renders',
    async ({ id, entity, item, keys, table }) => {
      const t = designs.get(id)!.tables.find((x) => x.name === table)!;
      const names = [t.partitionKey.name, ...(t.sortKey ? [t.sortKey.name] : [])];
      const key = (await models.get(id)!.get(entity)!.get(plainItem(item, 'array'), BUILD_ONLY))
        .Key;
      expect(Object.keys(key).sort()).toEqual([...names].sort());
      for (const name of names)
        expect(keyValueOf(key[name]), name).toEqual(canonicalKey(keys.get(name)));
    }
  );
});
