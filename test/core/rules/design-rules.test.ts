import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/core/model/design.ts';
import {
  checkName,
  entityProblems,
  patternProblems,
  uniqueName,
  whyNoNewGsi,
  whyNoNewLsi,
  whySortKeyStays
} from '../../../src/core/rules/design-rules.ts';
import { tableProblems } from '../../../src/core/rules/table-problems.ts';
import { example } from '../../helpers/example.ts';

const table: Table = {
  name: 'Orders',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [],
  localSecondaryIndexes: [],
  items: []
};
const gsi = (name: string, pk = 'GSI1PK', type: 'S' | 'N' = 'S') => ({
  name,
  partitionKey: { name: pk, type },
  projection: { type: 'ALL' as const }
});
const lsi = (name: string) => ({
  name,
  sortKey: { name: 'date', type: 'S' as const },
  projection: { type: 'KEYS_ONLY' as const }
});

describe('checkName', () => {
  it.each([
    ['table', 'Orders', [], null],
    ['table', 'ab', [], /"ab" is 2 characters; DynamoDB needs 3 to 255/],
    ['table', 'a'.repeat(256), [], /at most 255/],
    ['index', 'By map', [], /contains " "; use only letters/],
    ['index', 'GSI1', ['GSI1'], /^Index name "GSI1" is already used in this table/],
    ['entity', '  ', [], /^Entity name is empty/],
    ['entity', 'User', ['User'], /already used; entity names must be unique/],
    ['access pattern', 'Find', ['Find'], /already used/],
    ['attribute', '', [], /^Attribute name is empty/],
    ['attribute', 'x', ['x'], /already used by this entity/],
    ['key attribute', 'é'.repeat(128), [], /256 bytes; the limit is 255/],
    ['key attribute', 'GSI1PK', ['GSI1PK'], /already used/]
  ] as const)('%s %j (taken %j)', (kind, name, taken, expected) => {
    const r = checkName(kind, name, taken);
    if (expected === null) expect(r).toBeNull();
    else expect(r).toMatch(expected);
  });
});

describe('index rules', () => {
  it('allows 20 GSIs and 5 LSIs, and LSIs only with a sort key', () => {
    const gsis = Array.from({ length: 20 }, (_, i) => gsi(`GSI${i}`));
    expect(whyNoNewGsi({ ...table, globalSecondaryIndexes: gsis.slice(0, 19) })).toBeNull();
    expect(whyNoNewGsi({ ...table, globalSecondaryIndexes: gsis })).toMatch(
      /already has 20 GSIs; DynamoDB's default quota is 20/
    );
    const lsis = Array.from({ length: 5 }, (_, i) => lsi(`LSI${i}`));
    expect(whyNoNewLsi(table)).toBeNull();
    expect(whyNoNewLsi({ ...table, localSecondaryIndexes: lsis })).toMatch(/at most 5/);
    const { sortKey: _, ...simple } = table;
    expect(whyNoNewLsi(simple)).toMatch(/An LSI needs a table with a sort key/);
    expect(whySortKeyStays(table)).toBeNull();
    expect(whySortKeyStays({ ...table, localSecondaryIndexes: lsis.slice(0, 1) })).toMatch(
      /has 1 LSI, .* delete it first/
    );
  });
});

describe('tableProblems', () => {
  it('finds nothing wrong with the examples', () => {
    for (const name of ['gaming', 'library', 'people-music', 'todo-graph'])
      for (const t of example(name).tables) expect(tableProblems(t)).toEqual([]);
  });

  it('addresses each problem to its field', () => {
    const { sortKey: _, ...simple } = table;
    const broken: Table = {
      ...simple,
      name: 'x y',
      globalSecondaryIndexes: [
        gsi('Dup'),
        { ...gsi('Dup', 'PK', 'N'), sortKey: { name: 'PK', type: 'S' } },
        { ...gsi('Inc'), projection: { type: 'INCLUDE', nonKeyAttributes: [] } }
      ],
      localSecondaryIndexes: [lsi('LSI1')]
    };
    expect(tableProblems(broken)).toEqual([
      { field: 'name', message: expect.stringMatching(/contains " "/) },
      { field: 'lsis', message: expect.stringMatching(/has LSIs but no sort key/) },
      { field: 'gsi:1:name', message: 'Index name "Dup" is used twice in this table' },
      { field: 'gsi:1:sortKey', message: expect.stringMatching(/both "PK"/) },
      { field: 'gsi:2:projection', message: expect.stringMatching(/INCLUDE projection/) },
      {
        field: 'gsi:1:partitionKey',
        message:
          'Attribute "PK" is N here but S in the table\'s partition key; an attribute has one type'
      }
    ]);
  });

  it('reports more than 20 GSIs or 5 LSIs (as a loaded file may have)', () => {
    const many: Table = {
      ...table,
      globalSecondaryIndexes: Array.from({ length: 21 }, (_, i) => gsi(`GSI${i}`)),
      localSecondaryIndexes: Array.from({ length: 6 }, (_, i) => lsi(`LSI${i}`))
    };
    expect(tableProblems(many).map((p) => p.field)).toEqual(['gsis', 'lsis']);
  });

  it('does not change its input', () => {
    const before = JSON.stringify(table);
    tableProblems(table);
    expect(JSON.stringify(table)).toBe(before);
  });
});

describe('entityProblems', () => {
  it('flags an attribute declared with another type than the key it is', () => {
    const library = example('library');
    expect(entityProblems(library, 0)).toEqual([]);
    const changed = {
      ...library,
      entities: [
        {
          ...library.entities[0]!,
          attributes: [{ name: 'BookTitle', type: 'N' as const }]
        }
      ]
    };
    expect(entityProblems(changed, 0)).toEqual([
      {
        field: 'attribute:0',
        message:
          '"BookTitle" is a key attribute of type S in table "Books"; declare it S or rename it'
      }
    ]);
    expect(entityProblems(changed, 5)).toEqual([]);
  });
});

describe('uniqueName', () => {
  it('numbers from 1, skipping taken names', () => {
    expect(uniqueName('GSI', [])).toBe('GSI1');
    expect(uniqueName('GSI', ['GSI1', 'GSI2'])).toBe('GSI3');
  });
});

describe('patternProblems', () => {
  const gaming = example('gaming');
  const base = gaming.accessPatterns[3]!;
  it.each([
    ['the example pattern', base, []],
    ['a consistent read on a GSI', { ...base, consistentRead: true }, ['consistentRead']],
    ['a missing index', { ...base, index: 'Nope' }, ['query']],
    ['a missing table', { ...base, table: 'nope' }, ['query']]
  ] as const)('%s', (_, pattern, fields) => {
    expect(patternProblems(gaming, pattern).map((p) => p.field)).toEqual(fields);
  });

  it('flags a sort key condition on a table without a sort key', () => {
    const music = example('people-music');
    const p = { ...music.accessPatterns[0]!, table: 'People', index: null };
    expect(
      patternProblems(music, { ...p, sortKey: { operator: '=', value: 'x' } }).map((x) => x.message)
    ).toEqual(['Table "People" has no sort key to apply a condition to; remove the condition']);
  });
});
