import {
  Entity,
  EntityDTO,
  PutItemCommand,
  Table,
  item,
  pipe,
  prefix,
  string,
  suffix
} from 'dynamodb-toolbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importToolbox } from '../../../src/core/libraries/import-toolbox.ts';
import { toolboxModule } from '../../../src/core/libraries/toolbox-module.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { parseTemplate } from '../../../src/core/templates/parse-template.ts';
import { renderTemplate } from '../../../src/core/templates/render-template.ts';
import { example } from '../../helpers/example.ts';
import { keyKindsDesign } from '../../helpers/library-designs.ts';
import { EXAMPLE_IDS, ModuleDir, keyTemplates, tableShapes } from '../../helpers/library-check.ts';

interface Buildable {
  type?: string;
  build(action: typeof EntityDTO): object;
}

describe('importToolbox: round trip through DynamoDB-Toolbox', () => {
  const dir = new ModuleDir();
  const designs = new Map<string, Design>([
    ...EXAMPLE_IDS.map((id) => [id, example(id)] as const),
    ['key-kinds', keyKindsDesign()]
  ]);
  const imported = new Map<string, Design>();

  beforeAll(async () => {
    for (const [id, design] of designs) {
      const module = await dir.load(`toolbox-${id}`, toolboxModule(design).text);
      const entities = Object.values(module).filter(
        (v): v is Buildable => (v as Buildable | null)?.type === 'entity'
      );
      // What docs/libraries.md tells a user to run: one line over their entities.
      const json = JSON.stringify(entities.map((e) => e.build(EntityDTO)));
      const read = importToolbox(JSON.parse(json));
      expect(read.findings.filter((f) => f.severity === 'error')).toEqual([]);
      imported.set(id, read.design);
    }
  });
  afterAll(() => dir.remove());

  it.each([...designs.keys()])('%s: the key templates come back', (id) => {
    expect(keyTemplates(imported.get(id)!)).toEqual(keyTemplates(designs.get(id)!));
  });

  it.each([...designs.keys()])('%s: the tables’ keys and indexes come back', (id) => {
    expect(tableShapes(imported.get(id)!, false)).toEqual(tableShapes(designs.get(id)!, false));
  });
});

describe('importToolbox: keys the Toolbox builds with transforms', () => {
  const table = new Table({
    name: 'app',
    partitionKey: { name: 'PK', type: 'string' },
    sortKey: { name: 'SK', type: 'string' }
  });

  it.each([
    ['a prefix', prefix('USER'), 'USER#${username}'],
    ['a suffix with its delimiter', suffix('END', { delimiter: '|' }), '${username}|END'],
    ['a pipe of both', pipe(prefix('A'), suffix('Z')), 'A#${username}#Z']
  ])('%s: the template renders the key the Toolbox writes', (_, transform, template) => {
    const user = new Entity({
      name: 'User',
      table,
      schema: item({
        username: string().key().savedAs('PK').transform(transform),
        kind: string().key().savedAs('SK')
      })
    });
    const written = user.build(PutItemCommand).item({ username: 'ann', kind: 'k' }).params().Item!;
    const read = importToolbox(JSON.parse(JSON.stringify(user.build(EntityDTO))));
    const e = read.design.entities[0]!;
    expect(e.keys).toEqual({ PK: template, SK: '${kind}' });
    expect(e.keyOnly).toEqual(['username', 'kind']);
    const parsed = parseTemplate(e.keys['PK']!);
    const values = emptyMap();
    values['username'] = { S: 'ann' };
    expect(parsed.ok && renderTemplate(parsed.template, values, 'S')).toEqual({
      ok: true,
      value: { S: written['PK'] }
    });
  });

  it('says a key computed by code it cannot see is read as the item’s own', () => {
    const user = new Entity({
      name: 'User',
      table,
      schema: item({ id: string().key() }),
      computeKey: ({ id }) => ({ PK: `U#${id}`, SK: 'X' })
    });
    const read = importToolbox(JSON.parse(JSON.stringify(user.build(EntityDTO))));
    expect(read.findings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'toolbox.computed-key',
        path: '$.schema.attributes.PK'
      })
    );
  });
});

describe('importToolbox: bad input is refused where it is', () => {
  const table = { tableName: 'app', partitionKey: { name: 'PK', type: 'string' } };
  it.each([
    ['not an object', [7], '$[0]', 'toolbox.not-model'],
    ['a table without a key', { tableName: 'app' }, '$.partitionKey', 'toolbox.key'],
    [
      'a key of no DynamoDB type',
      { tableName: 'app', partitionKey: { name: 'PK', type: 'boolean' } },
      '$.partitionKey',
      'toolbox.key'
    ],
    ['an entity without a schema', { entityName: 'User', table }, '$.schema', 'toolbox.entity'],
    [
      'an attribute of an unknown type',
      { entityName: 'User', table, schema: { attributes: { PK: { type: 'date' } } } },
      '$.schema.attributes.PK.type',
      'toolbox.attribute-type'
    ],
    [
      'a global index without a partition key',
      {
        tableName: 'app',
        partitionKey: { name: 'PK', type: 'string' },
        indexes: { G: { type: 'global' } }
      },
      '$.indexes.G',
      'toolbox.index'
    ],
    [
      'a template Keyscope cannot parse',
      {
        entityName: 'User',
        table,
        schema: { attributes: { PK: { type: 'string', key: true, meta: { template: 'U#${id' } } } }
      },
      '$.schema.attributes.PK.meta.template',
      'template.syntax'
    ]
  ])('%s', (_, raw, path, code) => {
    const read = importToolbox(raw);
    expect(read.findings).toContainEqual(
      expect.objectContaining({ severity: 'error', path, code })
    );
  });
});
