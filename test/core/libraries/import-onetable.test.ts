import { Table } from 'dynamodb-onetable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importOneTable } from '../../../src/core/libraries/import-onetable.ts';
import { oneTableModule } from '../../../src/core/libraries/onetable-module.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';
import { keyKindsDesign } from '../../helpers/library-designs.ts';
import { EXAMPLE_IDS, ModuleDir, keyTemplates, tableShapes } from '../../helpers/library-check.ts';

const NO_CLIENT = {
  send: async () => {
    throw new Error('OneTable tried to reach DynamoDB');
  }
};

/** A design without the indexes a OneTable schema cannot declare (multi-attribute GSIs). */
function declarable(design: Design): Design {
  return {
    ...design,
    tables: design.tables.map((t) => ({
      ...t,
      globalSecondaryIndexes: t.globalSecondaryIndexes.filter(
        (g) => !g.morePartitionKeys && !g.moreSortKeys
      )
    }))
  };
}

describe('importOneTable: round trip through OneTable', () => {
  const dir = new ModuleDir();
  const designs = new Map<string, Design>([
    ...EXAMPLE_IDS.map((id) => [id, example(id)] as const),
    ['key-kinds', keyKindsDesign()]
  ]);
  const imported = new Map<string, Design>();

  beforeAll(async () => {
    for (const [id, design] of designs) {
      const module = await dir.load(`onetable-${id}`, oneTableModule(design).text);
      // What docs/libraries.md tells a user to run on each table: its name and saved schema.
      const json = JSON.stringify(
        (module['tables'] as { name: string; schema: object }[]).map(({ name, schema }) => {
          const table = new Table({ name, client: NO_CLIENT as never, schema: schema as never });
          return { name: table.name, schema: table.getCurrentSchema() };
        })
      );
      const read = importOneTable(JSON.parse(json));
      expect(read.findings.filter((f) => f.severity === 'error')).toEqual([]);
      imported.set(id, read.design);
    }
  });
  afterAll(() => dir.remove());

  it.each([...designs.keys()])('%s: the key templates come back', (id) => {
    expect(keyTemplates(imported.get(id)!)).toEqual(keyTemplates(declarable(designs.get(id)!)));
  });

  it.each([...designs.keys()])('%s: the tables’ keys, indexes and projections come back', (id) => {
    expect(tableShapes(imported.get(id)!)).toEqual(tableShapes(declarable(designs.get(id)!)));
  });
});

describe('importOneTable: the mapping', () => {
  const schema = (models: object, indexes: object = { primary: { hash: 'pk', sort: 'sk' } }) => ({
    name: 'app',
    schema: { format: 'onetable:1.1.0', version: '0.0.1', indexes, models }
  });

  it.each([
    [
      'a value template reads each field as the attribute it is stored as',
      schema({
        User: {
          pk: { type: 'string', value: 'USER#${id}' },
          sk: { type: 'string', value: 'R#${round:3}' },
          id: { type: 'string', map: 'userId' },
          round: { type: 'number' }
        }
      }),
      { pk: 'USER#${userId}', sk: 'R#${round:3}' }
    ],
    [
      'a key field without a value is the item’s own attribute',
      schema({ Song: { pk: { type: 'string' }, sk: { type: 'string', value: 'S' } } }),
      { sk: 'S' }
    ]
  ])('%s', (_, raw, keys) => {
    const read = importOneTable(raw);
    expect(read.design.entities[0]!.keys).toEqual(keys);
  });

  it.each([
    ['a date with isoDates is a string', { isoDates: true }, 'S'],
    ['a date without isoDates is a number', {}, 'N']
  ])('%s', (_, params, type) => {
    const read = importOneTable({
      version: '0.0.1',
      params,
      indexes: { primary: { hash: 'pk' } },
      models: { M: { pk: { type: 'string' }, at: { type: 'date' } } }
    });
    expect(read.design.entities[0]!.attributes).toContainEqual({ name: 'at', type });
    expect(read.design.tables[0]!.name).toBe('OneTable');
  });
});

describe('importOneTable: bad input is refused where it is', () => {
  it.each([
    ['not a schema', { models: {} }, '$', 'onetable.not-schema'],
    ['no primary index', { indexes: {}, models: {} }, '$.indexes.primary', 'onetable.primary'],
    [
      'a global index without hash',
      { indexes: { primary: { hash: 'pk' }, gs1: { type: 'global', sort: 'x' } }, models: {} },
      '$.indexes.gs1',
      'onetable.index'
    ],
    [
      'a field of an unknown type',
      { indexes: { primary: { hash: 'pk' } }, models: { User: { pk: { type: 'uuid' } } } },
      '$.models.User.pk.type',
      'onetable.type'
    ],
    [
      'a value Keyscope cannot parse',
      {
        indexes: { primary: { hash: 'pk' } },
        models: { User: { pk: { type: 'string', value: 'USER#${id' } } }
      },
      '$.models.User.pk.value',
      'template.syntax'
    ],
    [
      'a wrapper without the table’s name',
      { schema: { indexes: { primary: { hash: 'pk' } }, models: {} } },
      '$.name',
      'onetable.name'
    ]
  ])('%s', (_, raw, path, code) => {
    const read = importOneTable(raw);
    expect(read.findings).toContainEqual(
      expect.objectContaining({ severity: 'error', path, code })
    );
  });
});
