import { GetItemCommand, PutItemCommand } from 'dynamodb-toolbox';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolboxModule } from '../../../src/core/libraries/toolbox-module.ts';
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

interface ToolboxEntity {
  entityName: string;
  build(action: typeof PutItemCommand): {
    item(i: unknown): { params(): { Item: Record<string, unknown> } };
  };
  build(action: typeof GetItemCommand): {
    key(k: unknown): { params(): { Key: Record<string, unknown> } };
  };
}

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
            sortKey: { name: 'GSK', type: 'N' },
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

describe('toolboxModule: the mapping', () => {
  it.each([
    [
      'a table key template is a key attribute linked from the item, its template in meta',
      oneEntity({ attributes: [{ name: 'id', type: 'S' }], keys: { PK: 'A#${id}', SK: 'META' } }),
      '"PK": string().key().meta({ template: "A#${id}" }).link<typeof attributes>((values) => "A#" + String(values["id"])),'
    ],
    [
      'a padded field is padded with padStart',
      oneEntity({ attributes: [{ name: 'r', type: 'N' }], keys: { PK: 'R', SK: 'R#${r:4:_}' } }),
      '(values) => "R#" + String(values["r"]).padStart(4, "_")'
    ],
    [
      'an index key is optional and left unset when a field is missing',
      oneEntity({
        attributes: [
          { name: 'a', type: 'S' },
          { name: 'n', type: 'N' }
        ],
        keys: { PK: 'A', SK: 'B', GPK: 'G#${a}', GSK: '${n}' }
      }),
      '"GPK": string().optional().meta({ template: "G#${a}" }).link<typeof attributes>((values) => values["a"] === undefined ? undefined : "G#" + String(values["a"])),'
    ],
    [
      'a number key from one field is that number',
      oneEntity({
        attributes: [{ name: 'n', type: 'N' }],
        keys: { PK: 'A', SK: 'B', GPK: 'G', GSK: '${n}' }
      }),
      '"GSK": number().optional().meta({ template: "${n}" }).link<typeof attributes>((values) => values["n"] === undefined ? undefined : values["n"]),'
    ],
    [
      'fields of the table key are key attributes, the others optional',
      oneEntity({
        attributes: [
          { name: 'id', type: 'S' },
          { name: 'tags', type: 'SS' }
        ],
        keys: { PK: 'A#${id}', SK: 'B' }
      }),
      '"id": string().key(),\n    "tags": set(string()).optional(),'
    ],
    [
      'a multi-attribute GSI is written with partitionKeys and sortKeys',
      designOf({
        name: 'Multi',
        tables: [
          {
            name: 'Matches',
            partitionKey: { name: 'id', type: 'S' },
            globalSecondaryIndexes: [
              {
                name: 'ByRegion',
                partitionKey: [
                  { name: 't', type: 'S' },
                  { name: 'r', type: 'S' }
                ],
                sortKey: [{ name: 'round', type: 'N' }],
                projection: { type: 'ALL' }
              }
            ],
            items: []
          }
        ],
        entities: []
      }),
      '"ByRegion": { type: "global", partitionKeys: [{ name: "t", type: "string" }, { name: "r", type: "string" }], sortKeys: [{ name: "round", type: "number" }] },'
    ]
  ])('%s', (_, design, code) => {
    expect(toolboxModule(design).text).toContain(code);
  });

  it.each([
    [
      'a key-only field is stored',
      oneEntity({
        attributes: [],
        keys: { PK: 'A#${k}', SK: 'B' },
        keyOnly: ['k'],
        items: [{ k: s('1') }]
      }),
      'entity "E": "k" is held only inside keys in Keyscope, and the Toolbox entity stores every attribute'
    ],
    [
      'table items of no entity are left out',
      oneEntity(
        { attributes: [], keys: { PK: 'A', SK: 'B' } },
        { items: [{ PK: s('x'), SK: s('y') }] }
      ),
      'table "Things" has 1 item of no entity, and a Toolbox model holds only entities: they are left out'
    ],
    [
      'a binary field in a string key is not base64',
      oneEntity({ attributes: [{ name: 'b', type: 'B' }], keys: { PK: 'A#${b}', SK: 'B' } }),
      'entity "E": the binary "b" in a string key is written as its bytes\' String(), where Keyscope writes base64'
    ]
  ])('notes it: %s', (_, design, note) => {
    const { text, notes } = toolboxModule(design);
    expect(notes).toContain(note);
    expect(text).toContain(`// - ${note.slice(0, 40)}`);
  });

  it('writes every name and key text of the design as data, never as code', async () => {
    await fc.assert(
      fc.asyncProperty(HOSTILE_TEXT, async (text) => {
        const written = toolboxModule(hostileDesign(text)).text;
        expect(written).toContain('new Entity(');
        expect(await moduleShapeProblems(written)).toEqual([]);
      }),
      { numRuns: 60 }
    );
  });

  it('does not change the design it is given', () => {
    const design = keyKindsDesign();
    const before = JSON.stringify(design);
    toolboxModule(design);
    expect(JSON.stringify(design)).toBe(before);
  });
});

describe('toolboxModule: checked by DynamoDB-Toolbox itself', () => {
  const dir = new ModuleDir();
  const designs = new Map<string, Design>([
    ...EXAMPLE_IDS.map((id) => [id, example(id)] as const),
    ['key-kinds', keyKindsDesign()]
  ]);
  const entities = new Map<string, Map<string, ToolboxEntity>>();

  beforeAll(async () => {
    for (const [id, design] of designs) {
      const module = await dir.load(`toolbox-${id}`, toolboxModule(design).text);
      const byName = new Map<string, ToolboxEntity>();
      for (const value of Object.values(module)) {
        const e = value as Partial<ToolboxEntity> & { type?: string };
        if (e.type === 'entity' && e.entityName) byName.set(e.entityName, e as ToolboxEntity);
      }
      entities.set(id, byName);
    }
  });
  afterAll(() => dir.remove());

  const cases = [...designs].flatMap(([id, design]) =>
    keyedItems(design).map((k) => ({ id, ...k, name: `${id} ${k.label}` }))
  );

  it.each(cases)(
    '$name: PutItemCommand writes the keys Keyscope renders',
    ({ id, entity, item, keys }) => {
      const e = entities.get(id)!.get(entity);
      expect(e, `entity ${entity} exported`).toBeDefined();
      const written = e!.build(PutItemCommand).item(plainItem(item, 'set')).params().Item;
      for (const [name, value] of keys)
        expect(keyValueOf(written[name]), name).toEqual(canonicalKey(value));
    }
  );

  it.each(cases)(
    '$name: GetItemCommand asks for the table key Keyscope renders',
    ({ id, entity, item, keys, table }) => {
      const t = designs.get(id)!.tables.find((x) => x.name === table)!;
      const names = [t.partitionKey.name, ...(t.sortKey ? [t.sortKey.name] : [])];
      const key = entities
        .get(id)!
        .get(entity)!
        .build(GetItemCommand)
        .key(plainItem(item, 'set'))
        .params().Key;
      expect(Object.keys(key).sort()).toEqual([...names].sort());
      for (const name of names)
        expect(keyValueOf(key[name]), name).toEqual(canonicalKey(keys.get(name)));
    }
  );
});
