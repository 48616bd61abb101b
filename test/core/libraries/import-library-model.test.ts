import { describe, expect, it } from 'vitest';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import { importLibraryModel } from '../../../src/core/libraries/import-library-model.ts';

const onetable = {
  name: 'app',
  schema: {
    version: '0.0.1',
    indexes: { primary: { hash: 'pk', sort: 'sk' } },
    models: {
      User: {
        pk: { type: 'string', value: 'USER#${id}' },
        sk: { type: 'string', value: 'META' },
        id: { type: 'string' }
      }
    }
  }
};
const electro = {
  table: 'app',
  model: { entity: 'User', service: 'app', version: '1' },
  attributes: { id: { type: 'string' } },
  indexes: {
    primary: { pk: { field: 'pk', composite: ['id'], template: 'USER#${id}', casing: 'none' } }
  }
};
const toolbox = {
  entityName: 'User',
  schema: {
    type: 'item',
    attributes: {
      id: { type: 'string', key: true },
      pk: { type: 'string', key: true, meta: { template: 'USER#${id}' } }
    }
  },
  table: {
    tableName: 'app',
    partitionKey: { name: 'pk', type: 'string' },
    entityAttributeSavedAs: '_et'
  }
};

describe('importLibraryModel', () => {
  it.each([
    ['electrodb', electro],
    ['toolbox', toolbox],
    ['onetable', onetable]
  ] as const)('reads a %s model into tables and entities with their templates', (kind, raw) => {
    const read = importLibraryModel(raw, kind);
    expect(read.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(read.design.tables.map((t) => t.name)).toEqual(['app']);
    expect(read.design.entities.map((e) => [e.name, e.keys['pk']])).toEqual([
      ['User', 'USER#${id}']
    ]);
  });
});

describe('loadDesignText: a library model opens as a design', () => {
  it.each([
    ['electrodb', electro],
    ['toolbox', toolbox],
    ['onetable', onetable]
  ] as const)('%s', (kind, raw) => {
    const loaded = loadDesignText(JSON.stringify(raw));
    expect(loaded.ok && loaded.source).toBe(kind);
  });

  it('refuses a bad model with findings where the problem is', () => {
    const bad = structuredClone(onetable);
    (bad.schema.models.User.pk as Record<string, unknown>)['value'] = 'USER#${id';
    const loaded = loadDesignText(JSON.stringify(bad));
    expect(loaded.findings).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'template.syntax',
        path: '$.schema.models.User.pk.value'
      })
    );
  });

  it('keeps a value template as text: nothing in a model is run', () => {
    const raw = structuredClone(onetable);
    raw.schema.models.User.pk.value = 'USER#${id}${globalThis.process.exit()}';
    const loaded = loadDesignText(JSON.stringify(raw));
    expect(loaded.ok && loaded.design.entities[0]!.keys['pk']).toBe(
      'USER#${id}${globalThis.process.exit()}'
    );
  });

  it('keeps a key attribute named __proto__ as a name', () => {
    const loaded = loadDesignText(
      '{"indexes": {"primary": {"hash": "__proto__"}}, "models": {"M": {"__proto__": {"type": "string", "value": "M#${id}"}, "id": {"type": "string"}}}}'
    );
    const keys = loaded.ok ? loaded.design.entities[0]!.keys : {};
    expect(Object.prototype.hasOwnProperty.call(keys, '__proto__')).toBe(true);
    expect(Object.entries(keys)).toEqual([['__proto__', 'M#${id}']]);
  });

  it('names the library formats when the input is none of them', () => {
    const loaded = loadDesignText('{"tables": []}');
    expect(loaded.findings[0]!.message).toContain('ElectroDB, DynamoDB-Toolbox or OneTable model');
  });
});
