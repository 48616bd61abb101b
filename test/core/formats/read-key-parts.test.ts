// A GSI's multi-attribute key in the native format (version 4): a list of 1 to 4
// {name, type} per part, read in KeySchema order, written back as it was read, and refused at
// the element it is about. https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
import { describe, expect, it } from 'vitest';
import { loadDesign } from '../../../src/core/formats/load-design.ts';
import { nativeDesign } from '../../../src/core/formats/native-design.ts';
import { gsiKeySchema } from '../../../src/core/model/gsi-key-schema.ts';

const t = { name: 'tournamentId', type: 'S' };
const r = { name: 'region', type: 'S' };
const round = { name: 'round', type: 'N' };
const bracket = { name: 'bracket', type: 'S' };

function doc(gsi: Record<string, unknown>, table: Record<string, unknown> = {}) {
  return {
    format: 'keyscope.design',
    version: 4,
    name: 'd',
    tables: [
      {
        name: 'Matches',
        partitionKey: { name: 'matchId', type: 'S' },
        globalSecondaryIndexes: [{ name: 'ByRegion', projection: { type: 'ALL' }, ...gsi }],
        localSecondaryIndexes: [],
        items: [],
        ...table
      }
    ],
    entities: [],
    accessPatterns: []
  };
}

describe('a multi-attribute GSI key in the design format', () => {
  it('reads the lists in KeySchema order, with no finding', () => {
    const loaded = loadDesign(doc({ partitionKey: [t, r], sortKey: [round, bracket] }));
    if (!loaded.ok) throw new Error('did not load');
    expect(loaded.findings).toEqual([]);
    const g = loaded.design.tables[0]!.globalSecondaryIndexes[0]!;
    expect(gsiKeySchema(g)).toEqual({ partition: [t, r], sort: [round, bracket] });
  });

  it('writes the lists back, and a one-attribute part as one object', () => {
    const loaded = loadDesign(doc({ partitionKey: [t, r], sortKey: round }));
    if (!loaded.ok) throw new Error('did not load');
    const written = JSON.parse(JSON.stringify(nativeDesign(loaded.design))) as ReturnType<
      typeof doc
    >;
    const g = written.tables[0]!.globalSecondaryIndexes[0]!;
    expect(g).toMatchObject({ partitionKey: [t, r], sortKey: round });
    const again = loadDesign(written);
    expect(again.ok && again.design).toEqual(loaded.design);
  });

  it('reads a list of one attribute as the classic key', () => {
    const loaded = loadDesign(doc({ partitionKey: [t] }));
    if (!loaded.ok) throw new Error('did not load');
    expect(loaded.design.tables[0]!.globalSecondaryIndexes[0]).toEqual({
      name: 'ByRegion',
      partitionKey: t,
      projection: { type: 'ALL' }
    });
  });

  it.each([
    [
      'an empty partition key',
      doc({ partitionKey: [] }),
      'key.multi-empty',
      '$.tables[0].globalSecondaryIndexes[0].partitionKey',
      /"partitionKey" is an empty list; give 1 to 4 attributes/
    ],
    [
      'five sort attributes',
      doc({
        partitionKey: t,
        sortKey: [r, round, bracket, { name: 'a', type: 'S' }, { name: 'b', type: 'S' }]
      }),
      'key.multi-too-many',
      '$.tables[0].globalSecondaryIndexes[0].sortKey',
      /lists 5 attributes; a GSI's key part takes at most 4, so drop 1/
    ],
    [
      'a set type in the list',
      doc({ partitionKey: [t, { name: 'tags', type: 'SS' }] }),
      'key.wrong-type',
      '$.tables[0].globalSecondaryIndexes[0].partitionKey[1].type',
      /SS cannot be a key/
    ],
    [
      'an attribute twice in the key',
      doc({ partitionKey: [t, r], sortKey: [round, r] }),
      'key.multi-invalid',
      '$.tables[0].globalSecondaryIndexes[0].sortKey',
      /attribute "region" is in its key twice; name each key attribute once/
    ],
    [
      'one attribute with two types',
      doc({ partitionKey: [t, r], sortKey: [{ name: 'region', type: 'N' }] }, {}),
      'key.multi-invalid',
      '$.tables[0].globalSecondaryIndexes[0].sortKey',
      /"region" is in its key twice/
    ],
    [
      'a list as a table key',
      doc({ partitionKey: t }, { partitionKey: [t, r] }),
      'key.multi-not-gsi',
      '$.tables[0].partitionKey',
      /only a global secondary index's key may have several/
    ]
  ])('refuses %s at its path', (_, input, code, path, message) => {
    const loaded = loadDesign(input);
    const f = loaded.findings.find((x) => x.code === code);
    expect(f?.severity).toBe('error');
    expect(f?.path).toBe(path);
    expect(f?.message).toMatch(message);
  });

  it('names both places when two indexes give one attribute two types', () => {
    const loaded = loadDesign({
      ...doc({ partitionKey: [t, r] }),
      tables: [
        {
          ...doc({}).tables[0]!,
          globalSecondaryIndexes: [
            { name: 'ByRegion', partitionKey: [t, r], projection: { type: 'ALL' } },
            {
              name: 'ByRound',
              partitionKey: t,
              sortKey: [{ name: 'region', type: 'N' }, round],
              projection: { type: 'ALL' }
            }
          ]
        }
      ]
    });
    const f = loaded.findings.find((x) => x.code === 'key.type-conflict');
    expect(f?.path).toBe('$.tables[0].globalSecondaryIndexes[1].sortKey[0]');
    expect(f?.message).toBe(
      'Attribute "region" is N here but S in attribute 2 of the partition key of GSI 1; an attribute has one type'
    );
  });
});
