// A design whose names, key literals and parameter values try to break out of the code written
// for its access patterns: quotes, backticks, `${`, backslashes, line breaks, a line separator,
// a `__proto__` field, and fields named like the generated program's own variables (`items`,
// `limit`). Every name is one DynamoDB takes (attribute names are any UTF-8), so the code runs
// against dynalite. `__proto__` is only a key part (`keyOnly`), never a stored attribute:
// dynalite drops an attribute of that name, as lib-dynamodb's marshalling does.

/** Computed keys: a literal `__proto__:` key would set an object's prototype instead. */
const PROTO = '__proto__';

/** The design as a `keyscope.design` file holds it. */
export const HOSTILE_CODE_DESIGN = {
  format: 'keyscope.design',
  version: 4,
  name: 'Hostile names for generated code',
  tables: [
    {
      name: 'hostile.table-1',
      partitionKey: { name: "p'k`${x}", type: 'S' },
      sortKey: { name: "s`k'\n\u2028", type: 'S' },
      globalSecondaryIndexes: [
        {
          name: 'by-kind',
          partitionKey: { name: 'kind', type: 'S' },
          sortKey: { name: 'n', type: 'N' },
          projection: { type: 'KEYS_ONLY' }
        }
      ],
      items: []
    }
  ],
  entities: [
    {
      name: 'Thing',
      table: 'hostile.table-1',
      attributes: [
        { name: 'items', type: 'S' },
        { name: PROTO, type: 'S' },
        { name: 'a-b', type: 'S' },
        { name: 'kind', type: 'S' },
        { name: 'n', type: 'N' },
        { name: 'bin', type: 'B' },
        { name: 'tags', type: 'SS' }
      ],
      keys: { "p'k`${x}": "A`'\\\n$${items}#${__proto__}", "s`k'\n\u2028": 'S\u2028#${a-b:6:$}' },
      keyOnly: [PROTO],
      items: [
        ...['', "'\n", '`${y}`', '\\'].map((ab, i) => ({
          items: { S: '${x}`' },
          [PROTO]: { S: '`' },
          'a-b': { S: ab },
          kind: { S: "k'" },
          n: { N: String(i * 10 + 1) },
          bin: { B: 'AAEC/w==' },
          tags: { SS: ['a', "'b"] }
        })),
        {
          items: { S: 'other' },
          [PROTO]: { S: '' },
          'a-b': { S: 'z' },
          kind: { S: 'k2' },
          n: { N: '5' }
        }
      ]
    }
  ],
  accessPatterns: [
    {
      name: "One thing\n}); process.exit(1); // '`${x}",
      description: '*/ `${process.exit(2)}` \u202e done',
      table: 'hostile.table-1',
      partitionKey: "A`'\\\n$${items}#${__proto__}",
      sortKey: { operator: '=', value: 'S\u2028#${a-b:6:$}' },
      parameters: { items: '${x}`', [PROTO]: '`', 'a-b': "'\n" },
      consistentRead: true,
      expectedEntities: ['Thing']
    },
    {
      name: 'Things of a partition, by a prefix',
      table: 'hostile.table-1',
      partitionKey: "A`'\\\n$${items}#${__proto__}",
      sortKey: { operator: 'begins_with', value: 'S\u2028#$' },
      parameters: { items: '${x}`', [PROTO]: '`' },
      expectedEntities: ['Thing']
    },
    {
      name: 'Two of a kind, highest first',
      table: 'hostile.table-1',
      index: 'by-kind',
      partitionKey: '${kind}',
      sortKey: { operator: 'BETWEEN', value: '${limit}', upper: '${high}' },
      parameters: { kind: "k'", limit: '1', high: '100' },
      scanIndexForward: false,
      limit: 2,
      expectedEntities: ['Thing']
    }
  ]
};
