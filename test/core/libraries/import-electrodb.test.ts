import { Entity } from 'electrodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electroDbModule } from '../../../src/core/libraries/electrodb-module.ts';
import { importElectroDb } from '../../../src/core/libraries/import-electrodb.ts';
import { emptyMap, type AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { parseTemplate } from '../../../src/core/templates/parse-template.ts';
import { renderTemplate } from '../../../src/core/templates/render-template.ts';
import { example } from '../../helpers/example.ts';
import { keyKindsDesign } from '../../helpers/library-designs.ts';
import { EXAMPLE_IDS, ModuleDir, keyTemplates, tableShapes } from '../../helpers/library-check.ts';

interface ElectroService {
  entities: Record<string, { getTableName(): string; schema: object }>;
}

/** What the docs tell a user to run on their service: the one line the import reads. */
function serviceJson(services: readonly ElectroService[]): string {
  return JSON.stringify(
    services.flatMap((service) =>
      Object.values(service.entities).map((e) => ({ table: e.getTableName(), ...e.schema }))
    )
  );
}

const model = { entity: 'User', service: 'app', version: '1' };

describe('importElectroDb: round trip through ElectroDB', () => {
  const dir = new ModuleDir();
  const designs = new Map<string, Design>([
    ...EXAMPLE_IDS.map((id) => [id, example(id)] as const),
    ['key-kinds', keyKindsDesign()]
  ]);
  const imported = new Map<string, Design>();

  beforeAll(async () => {
    for (const [id, design] of designs) {
      const module = await dir.load(`electrodb-${id}`, electroDbModule(design).text);
      const services = Object.values(module).filter(
        (v): v is ElectroService => typeof v === 'object' && v !== null && 'entities' in v
      );
      const read = importElectroDb(JSON.parse(serviceJson(services)));
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

describe('importElectroDb: keys ElectroDB builds by itself', () => {
  // Keys without a template, or cased: ElectroDB's own forms, checked against ElectroDB.
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'a key of composite attributes only',
      {
        primary: {
          pk: { field: 'pk', composite: ['id'] },
          sk: { field: 'sk', composite: ['kind', 'n'] }
        }
      },
      { id: 'u1', kind: 'a', n: 3 }
    ],
    [
      'a key in a collection',
      {
        primary: {
          collection: 'all',
          pk: { field: 'pk', composite: ['id'] },
          sk: { field: 'sk', composite: ['n'] }
        }
      },
      { id: 'u1', n: 7 }
    ],
    [
      'sub-collections and a clustered index',
      {
        primary: {
          type: 'clustered',
          collection: ['outer', 'inner'],
          pk: { field: 'pk', composite: ['id'] },
          sk: { field: 'sk', composite: ['kind'] }
        }
      },
      { id: 'u1', kind: 'x' }
    ],
    [
      'a scoped key with no sort key',
      { primary: { scope: 'org', pk: { field: 'pk', composite: ['id', 'kind'] } } },
      { id: 'u1', kind: 'k' }
    ],
    [
      'a template with lower casing, on lower-case values',
      { primary: { pk: { field: 'pk', composite: ['id'], template: 'USER#${id}' } } },
      { id: 'u1' }
    ],
    [
      'a label and an attribute stored under another field, padded',
      {
        primary: {
          pk: { field: 'pk', composite: ['id'] },
          sk: { field: 'sk', composite: ['n'], template: 'N#${n}', casing: 'none' }
        }
      },
      { id: 'u1', n: 5 }
    ]
  ];
  const attributes = {
    id: { type: 'string', label: 'user' },
    kind: { type: 'string' },
    n: { type: 'number', field: 'num', padding: { length: 4, char: '0' } }
  };

  it.each(cases)('%s: the template renders the key ElectroDB writes', (_, indexes, item) => {
    const entity = new Entity({ model, attributes, indexes } as never, { table: 'app' });
    const written = (
      entity as unknown as { put(i: unknown): { params(): { Item: Record<string, unknown> } } }
    )
      .put(item)
      .params().Item;
    const read = importElectroDb(
      JSON.parse(JSON.stringify({ table: 'app', ...(entity.schema as object) }))
    );
    const keys = read.design.entities[0]!.keys;
    // Keyscope renders from the item as stored: n under its field, num.
    const stored: AttributeMap = emptyMap();
    for (const [k, v] of Object.entries(written))
      (stored as Record<string, unknown>)[k] =
        typeof v === 'number' ? { N: String(v) } : { S: String(v) };
    for (const field of ['pk', 'sk'].filter((f) => f in keys)) {
      const parsed = parseTemplate(keys[field]!);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      const rendered = renderTemplate(parsed.template, stored, 'S');
      expect(rendered, field).toEqual({ ok: true, value: { S: written[field] } });
    }
  });

  it('warns that a cased key cases its values too', () => {
    const read = importElectroDb({
      model,
      attributes,
      indexes: { primary: { pk: { field: 'pk', composite: ['id'], template: 'User#${id}' } } }
    });
    expect(read.design.entities[0]!.keys).toEqual({ pk: 'user#${id}' });
    expect(read.findings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'electrodb.casing',
        path: '$.indexes.primary.pk.casing'
      })
    );
  });

  it('reads the documented one line for an entity without a table, naming it after the service', () => {
    const entity = new Entity(
      {
        model,
        attributes,
        indexes: {
          primary: { pk: { field: 'pk', composite: ['id'], template: 'U#${id}', casing: 'none' } }
        }
      } as never,
      { table: 'app-table' }
    );
    const read = importElectroDb(JSON.parse(JSON.stringify(entity.schema)));
    expect(read.design.tables.map((t) => t.name)).toEqual(['app']);
    expect(read.findings.map((f) => f.code)).toContain('electrodb.no-table');
  });
});

describe('importElectroDb: bad input is refused where it is', () => {
  it.each([
    ['not an object', 5, '$', 'electrodb.not-entity'],
    [
      'a model without entity',
      { model: {}, attributes: {}, indexes: {} },
      '$.model',
      'electrodb.no-entity'
    ],
    [
      'no index for the table',
      {
        model,
        attributes: {},
        indexes: { byX: { index: 'gsi1', pk: { field: 'g', composite: [] } } }
      },
      '$.indexes',
      'electrodb.primary'
    ],
    [
      'a key without a field',
      { model, attributes: {}, indexes: { primary: { pk: { composite: [] } } } },
      '$.indexes.primary.pk',
      'electrodb.key'
    ],
    [
      'a template naming no attribute',
      {
        model,
        attributes: {},
        indexes: { primary: { pk: { field: 'pk', composite: ['id'], template: 'U#${id}' } } }
      },
      '$.indexes.primary.pk.template',
      'electrodb.unknown-attribute'
    ],
    [
      'an empty placeholder',
      {
        model,
        attributes: {},
        indexes: { primary: { pk: { field: 'pk', composite: [], template: 'U#${ }' } } }
      },
      '$.indexes.primary.pk.template',
      'electrodb.empty-attribute'
    ],
    [
      'an attribute of no type',
      {
        model,
        attributes: { id: { type: 'date' } },
        indexes: { primary: { pk: { field: 'pk', composite: [] } } }
      },
      '$.attributes.id.type',
      'electrodb.attribute-type'
    ],
    [
      'a second entity disagreeing on the table key',
      [
        {
          table: 'app',
          model,
          attributes: {},
          indexes: { primary: { pk: { field: 'pk', composite: [] } } }
        },
        {
          table: 'app',
          model: { ...model, entity: 'B' },
          attributes: {},
          indexes: { primary: { pk: { field: 'id', composite: [] } } }
        }
      ],
      '$[1].indexes.primary',
      'library.table-conflict'
    ],
    [
      'an attribute name a Keyscope template cannot hold',
      {
        model,
        attributes: { 'a:b': { type: 'string' } },
        indexes: {
          primary: { pk: { field: 'pk', composite: ['a:b'], template: 'X#${a:b}', casing: 'none' } }
        }
      },
      '$.indexes.primary.pk.template',
      'template.syntax'
    ]
  ])('%s', (_, raw, path, code) => {
    const read = importElectroDb(raw);
    expect(read.findings).toContainEqual(
      expect.objectContaining({ severity: 'error', path, code })
    );
    expect(read.findings.find((f) => f.code === code)!.message).toMatch(/\w/);
  });
});
