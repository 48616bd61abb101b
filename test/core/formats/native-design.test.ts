import { describe, expect, it } from 'vitest';
import { nativeDesign } from '../../../src/core/formats/native-design.ts';
import { CURRENT_VERSION } from '../../../src/core/formats/migrate-design.ts';
import type { Design } from '../../../src/core/model/design.ts';

const design: Design = {
  name: 'Shop',
  tables: [
    {
      name: 'main',
      partitionKey: { name: 'PK', type: 'S' },
      globalSecondaryIndexes: [],
      localSecondaryIndexes: [],
      items: [{ PK: { S: 'a' } }],
      itemSources: ['$.DataModel[0].TableData[0]']
    }
  ],
  entities: [
    {
      name: 'E',
      table: 'main',
      attributes: [],
      keys: { PK: 'E#${id}' },
      items: [],
      itemSources: []
    }
  ],
  accessPatterns: []
};

describe('nativeDesign', () => {
  it('writes the current format version and leaves out where an import found each item', () => {
    const doc = nativeDesign(design);
    expect(doc.format).toBe('keyscope.design');
    expect(doc.version).toBe(CURRENT_VERSION);
    expect(JSON.stringify(doc)).not.toContain('itemSources');
    expect(JSON.stringify(doc)).not.toContain('DataModel');
  });

  it('writes defaults out, so a reader needs none', () => {
    const doc = nativeDesign({
      ...design,
      accessPatterns: [
        {
          name: 'P',
          table: 'main',
          index: null,
          partitionKey: 'E#${id}',
          parameters: {},
          scanIndexForward: true,
          consistentRead: false,
          expectedEntities: []
        }
      ]
    });
    expect(doc.accessPatterns[0]).toEqual({
      name: 'P',
      table: 'main',
      index: null,
      partitionKey: 'E#${id}',
      parameters: {},
      scanIndexForward: true,
      consistentRead: false,
      expectedEntities: []
    });
  });

  it('does not change the design', () => {
    const before = JSON.stringify(design);
    nativeDesign(design);
    expect(JSON.stringify(design)).toBe(before);
  });
});
