import { describe, expect, it } from 'vitest';
import { libraryModelKind } from '../../../src/core/libraries/library-model-kind.ts';

const electro = {
  model: { entity: 'User', service: 'app', version: '1' },
  attributes: {},
  indexes: {}
};
const onetable = { version: '0.0.1', indexes: { primary: { hash: 'pk' } }, models: {} };
const toolboxTable = {
  tableName: 't',
  partitionKey: { name: 'PK', type: 'string' },
  entityAttributeSavedAs: '_et'
};

describe('libraryModelKind', () => {
  it.each([
    ['an ElectroDB schema', electro, 'electrodb'],
    ['a list of them', [{ table: 'app', ...electro }], 'electrodb'],
    ['JSON.stringify(entity)', { config: { table: 'app' }, schema: electro }, 'electrodb'],
    ['a OneTable schema', onetable, 'onetable'],
    ['a OneTable schema with its table’s name', [{ name: 'app', schema: onetable }], 'onetable'],
    ['a Toolbox entity DTO', { entityName: 'User', schema: {}, table: toolboxTable }, 'toolbox'],
    ['a Toolbox table DTO', toolboxTable, 'toolbox'],
    ['a Keyscope design', { format: 'keyscope.design', version: 4, tables: [] }, null],
    ['a NoSQL Workbench model', { ModelName: 'm', DataModel: [] }, null],
    ['an empty list', [], null],
    ['a number', 3, null]
  ])('%s', (_, raw, kind) => {
    expect(libraryModelKind(raw)).toBe(kind);
  });
});
