import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import fc from 'fast-check';
import {
  loadDesign,
  loadDesignText,
  type LoadResult
} from '../../../src/core/formats/load-design.ts';
import { jsonErrorOffset } from '../../../src/core/formats/json-error-offset.ts';
import type { Finding } from '../../../src/core/model/finding.ts';
import type { LoadProgress } from '../../../src/core/formats/item-counter.ts';
import { nativeDesign } from '../../../src/core/formats/native-design.ts';

type Json = Record<string, unknown>;

/** A valid native design; each test breaks one thing. */
function base(): Json {
  return {
    format: 'keyscope.design',
    version: 4,
    name: 'Base',
    tables: [
      {
        name: 'main',
        partitionKey: { name: 'PK', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        globalSecondaryIndexes: [
          {
            name: 'Inverted',
            partitionKey: { name: 'SK', type: 'S' },
            sortKey: { name: 'PK', type: 'S' },
            projection: { type: 'ALL' }
          }
        ],
        localSecondaryIndexes: [
          {
            name: 'ByScore',
            sortKey: { name: 'score', type: 'N' },
            projection: { type: 'INCLUDE', nonKeyAttributes: ['name'] }
          }
        ],
        billing: { mode: 'PROVISIONED', readCapacityUnits: 5, writeCapacityUnits: 2 },
        items: [{ PK: { S: 'T' }, SK: { S: '1' } }]
      }
    ],
    entities: [
      {
        name: 'User',
        table: 'main',
        attributes: [{ name: 'id', type: 'S' }],
        keys: { PK: 'USER#${id}', SK: 'PROFILE' },
        items: [{ id: { S: 'a' }, score: { N: '3' } }]
      }
    ],
    accessPatterns: [
      {
        name: 'Get user',
        table: 'main',
        index: null,
        partitionKey: 'USER#${id}',
        parameters: { id: 'a' },
        sortKey: { operator: 'BETWEEN', value: 'A', upper: 'Z' },
        expectedEntities: ['User']
      }
    ]
  };
}

const errors = (r: LoadResult): [string, string][] =>
  r.findings.filter((f) => f.severity === 'error').map((f) => [f.path, f.code]);

function loadWith(
  change: (d: Json & { tables: Json[]; entities: Json[]; accessPatterns: Json[] }) => void
): LoadResult {
  const d = base() as Json & { tables: Json[]; entities: Json[]; accessPatterns: Json[] };
  change(d);
  return loadDesign(JSON.parse(JSON.stringify(d)));
}

describe('loadDesign with a valid native design', () => {
  it('loads every part with defaults filled and no findings', () => {
    const r = loadDesign(base());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.findings).toEqual([]);
    expect(r.source).toBe('keyscope');
    const t = r.design.tables[0]!;
    expect(t.globalSecondaryIndexes[0]).toEqual({
      name: 'Inverted',
      partitionKey: { name: 'SK', type: 'S' },
      sortKey: { name: 'PK', type: 'S' },
      projection: { type: 'ALL' }
    });
    expect(t.localSecondaryIndexes[0]!.projection).toEqual({
      type: 'INCLUDE',
      nonKeyAttributes: ['name']
    });
    expect(t.billing).toEqual({ mode: 'PROVISIONED', readCapacityUnits: 5, writeCapacityUnits: 2 });
    expect(r.design.entities[0]!.keys).toEqual({ PK: 'USER#${id}', SK: 'PROFILE' });
    expect(r.design.accessPatterns[0]).toMatchObject({
      scanIndexForward: true,
      consistentRead: false,
      index: null,
      sortKey: { operator: 'BETWEEN', value: 'A', upper: 'Z' }
    });
  });

  it('fills the defaults of optional fields', () => {
    const r = loadWith((d) => {
      const t = d.tables[0]!;
      delete t['globalSecondaryIndexes'];
      delete t['localSecondaryIndexes'];
      delete t['billing'];
      delete t['items'];
      delete d.accessPatterns[0]!['index'];
    });
    expect(r.ok && r.findings).toEqual([]);
    if (!r.ok) return;
    expect(r.design.tables[0]).toEqual({
      name: 'main',
      partitionKey: { name: 'PK', type: 'S' },
      sortKey: { name: 'SK', type: 'S' },
      globalSecondaryIndexes: [],
      localSecondaryIndexes: [],
      items: []
    });
    expect(r.design.accessPatterns[0]!.index).toBeNull();
  });
});

function rename(
  d: Json & { tables: Json[]; entities: Json[]; accessPatterns: Json[] },
  name: string
): void {
  d.tables[0]!['name'] = name;
  d.entities[0]!['table'] = name;
  d.accessPatterns[0]!['table'] = name;
}

describe('loadDesign with key-only template fields', () => {
  it('keeps them through a save, and stores each item without them', () => {
    const r = loadWith((d) => (d.entities[0]!['keyOnly'] = ['id']));
    const design = r.ok ? r.design : null;
    expect(design?.entities[0]!.keyOnly).toEqual(['id']);
    const again = loadDesign(JSON.parse(JSON.stringify(nativeDesign(design!))));
    expect(again.ok && again.design.entities[0]!.keyOnly).toEqual(['id']);
    const t = analyzeDesign(design!).tables[0]!;
    const user = t.resolved.items.find((i) => i.entity === 'User')!;
    expect(Object.keys(t.resolved.attributesOf(user.order)).sort()).toEqual(['score']);
    expect(user.keys[0]).toEqual({ S: 'USER#a' });
  });
});

describe('loadDesign reports every problem at its exact JSON path', () => {
  const cases: [
    string,
    (d: Json & { tables: Json[]; entities: Json[]; accessPatterns: Json[] }) => void,
    [string, string][],
    RegExp?
  ][] = [
    [
      'a missing partitionKey',
      (d) => delete d.tables[0]!['partitionKey'],
      [
        ['$.tables[0].partitionKey', 'format.missing'],
        ['$.entities[0].table', 'entity.unknown-table'],
        ['$.accessPatterns[0].table', 'pattern.unknown-table']
      ],
      /"partitionKey" is required/
    ],
    [
      'a key of type SS',
      (d) => ((d.tables[0]!['sortKey'] as Json)['type'] = 'SS'),
      [
        ['$.tables[0].sortKey.type', 'format.wrong-value'],
        ['$.tables[0].sortKey.type', 'key.wrong-type'],
        ['$.tables[0].localSecondaryIndexes', 'index.lsi-needs-sort-key'],
        ['$.accessPatterns[0].sortKey', 'pattern.no-sort-key']
      ],
      /SS cannot be a key \(sets, lists, maps, booleans and nulls never can\)/
    ],
    [
      'a table name with a space',
      (d) => rename(d, 'my table'),
      [['$.tables[0].name', 'name.invalid']],
      /contains " "/
    ],
    [
      'a two-letter table name',
      (d) => rename(d, 'ab'),
      [['$.tables[0].name', 'name.invalid']],
      /is 2 characters; DynamoDB needs 3 to 255/
    ],
    [
      'a duplicate table name',
      (d) => d.tables.push(structuredClone(d.tables[0]!)),
      [['$.tables[1].name', 'table.duplicate']],
      /Table name "main" is already used; table names must be unique in a design/
    ],
    [
      'a duplicate entity name',
      (d) => d.entities.push(structuredClone(d.entities[0]!)),
      [['$.entities[1].name', 'entity.duplicate']],
      /Entity name "User" is already used; entity names must be unique/
    ],
    [
      'a duplicate index name',
      (d) => ((d.tables[0]!['localSecondaryIndexes'] as Json[])[0]!['name'] = 'Inverted'),
      [['$.tables[0].localSecondaryIndexes[0].name', 'index.duplicate']],
      /Index name "Inverted" is already used in this table/
    ],
    [
      'an entity naming a missing table',
      (d) => (d.entities[0]!['table'] = 'nope'),
      [['$.entities[0].table', 'entity.unknown-table']],
      /names table "nope", which the design does not have; use one of "main"/
    ],
    [
      'an access pattern naming a missing index',
      (d) => (d.accessPatterns[0]!['index'] = 'Nope'),
      [['$.accessPatterns[0].index', 'pattern.unknown-index']],
      /names index "Nope", which table "main" does not have/
    ],
    [
      'an access pattern template with an empty placeholder',
      (d) => (d.accessPatterns[0]!['partitionKey'] = 'USER#${}'),
      [['$.accessPatterns[0].partitionKey', 'template.syntax']],
      /empty placeholder .* at column 6/
    ],
    [
      'BETWEEN without upper',
      (d) => delete (d.accessPatterns[0]!['sortKey'] as Json)['upper'],
      [['$.accessPatterns[0].sortKey.upper', 'format.missing']],
      /"upper" is required/
    ],
    [
      'an unknown sort key operator',
      (d) => ((d.accessPatterns[0]!['sortKey'] as Json)['operator'] = 'LIKE'),
      [['$.accessPatterns[0].sortKey.operator', 'format.wrong-value']]
    ],
    [
      'a number that is not a number',
      (d) => ((d.entities[0]!['items'] as Json[])[0]!['score'] = { N: 'twelve' }),
      [['$.entities[0].items[0].score.N', 'number.invalid']]
    ],
    [
      'an untyped attribute value',
      (d) => ((d.tables[0]!['items'] as Json[])[0]!['x'] = 'plain'),
      [['$.tables[0].items[0].x', 'attribute.not-typed']],
      /expected a typed value like \{"S": "…"\}, got the string "plain"/
    ],
    [
      'an attribute value with two tags',
      (d) => ((d.tables[0]!['items'] as Json[])[0]!['x'] = { S: 'a', N: '1' }),
      [['$.tables[0].items[0].x', 'attribute.not-typed']]
    ],
    [
      'an empty string set',
      (d) => ((d.tables[0]!['items'] as Json[])[0]!['tags'] = { SS: [] }),
      [['$.tables[0].items[0].tags.SS', 'set.empty']]
    ],
    [
      'a key type conflict between table and index',
      (d) =>
        ((d.tables[0]!['localSecondaryIndexes'] as Json[])[0]!['sortKey'] = {
          name: 'SK',
          type: 'N'
        }),
      [['$.tables[0].localSecondaryIndexes[0].sortKey', 'key.type-conflict']]
    ],
    [
      'an LSI on a table without sort key',
      (d) => {
        delete d.tables[0]!['sortKey'];
        d.tables[0]!['globalSecondaryIndexes'] = [];
      },
      [
        ['$.tables[0].localSecondaryIndexes', 'index.lsi-needs-sort-key'],
        ['$.accessPatterns[0].sortKey', 'pattern.no-sort-key']
      ]
    ],
    [
      'a limit of zero',
      (d) => (d.accessPatterns[0]!['limit'] = 0),
      [['$.accessPatterns[0].limit', 'format.wrong-type']],
      /whole number ≥ 1, got number 0/
    ],
    [
      'a keyOnly field no template reads',
      (d) => (d.entities[0]!['keyOnly'] = ['id', 'email']),
      [['$.entities[0].keyOnly[1]', 'entity.key-only-unused']],
      /entity "User" lists "email" in keyOnly, but none of its key templates reads \$\{email\}/
    ],
    [
      'a keyOnly that is not a list of names',
      (d) => (d.entities[0]!['keyOnly'] = 'id'),
      [['$.entities[0].keyOnly', 'format.wrong-type']],
      /"keyOnly" must be an array of template field names/
    ],
    [
      'tables that are not an array',
      (d) => (d.tables as unknown as Json[]).splice(0) && ((d as Json)['tables'] = {}),
      [
        ['$.tables', 'format.wrong-type'],
        ['$.entities[0].table', 'entity.unknown-table'],
        ['$.accessPatterns[0].table', 'pattern.unknown-table']
      ]
    ]
  ];

  it.each(cases)('%s', (_name, change, expected, message) => {
    const r = loadWith(change);
    expect(r.ok).toBe(true);
    expect(errors(r)).toEqual(expected);
    if (message) expect(r.findings.map((f) => f.message).join('\n')).toMatch(message);
  });

  it('leaves an entity key template’s syntax to the analysis, which reports it once (regression)', () => {
    const r = loadWith((d) => ((d.entities[0]!['keys'] as Json)['PK'] = 'USER#${id'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.findings.filter((f) => f.code === 'template.syntax')).toEqual([]);
    const all = [...r.findings, ...analyzeDesign(r.design).findings];
    expect(all.filter((f) => f.code === 'template.syntax')).toEqual([
      expect.objectContaining({
        path: '$.entities[0].keys.PK',
        message: expect.stringMatching(
          /^template "USER#\$\{id" has an unclosed "\$\{" at column 6; until it is fixed, its (item|\d+ items) cannot be keyed by "PK"$/
        )
      })
    ]);
    expect(all.filter((f) => /has no "PK" attribute/.test(f.message))).toEqual([]);
  });

  it('reports problems in several places at once and keeps what is valid', () => {
    const r = loadWith((d) => {
      d.entities[0]!['table'] = 'nope';
      d.accessPatterns[0]!['index'] = 'Nope';
    });
    expect(errors(r)).toEqual([
      ['$.entities[0].table', 'entity.unknown-table'],
      ['$.accessPatterns[0].index', 'pattern.unknown-index']
    ]);
    expect(r.ok && r.design.tables.map((t) => t.name)).toEqual(['main']);
  });

  it('quotes property names that are not identifiers in paths', () => {
    const r = loadWith((d) => ((d.tables[0]!['items'] as Json[])[0]!['my attr'] = { N: 'x' }));
    expect(errors(r)).toEqual([['$.tables[0].items[0]["my attr"].N', 'number.invalid']]);
  });
});

describe('loadDesignText refuses what is not a design', () => {
  it.each([
    ['{\n  "format": "keyscope.design",\n  "version": 1,\n  "name": }', 4, 11],
    ['{\n  "a": 1,\n  "b": [1,]\n}', 3, 11],
    ['{"a": 1} x', 1, 10],
    ['{\n  "a": ', 2, 8],
    ['{\n\n   a: 1 }', 3, 4],
    ['{"s": "x\ny"}', 1, 9]
  ])('reports malformed JSON with its line and column: %j', (text, line, column) => {
    const r = loadDesignText(text);
    expect(r.ok).toBe(false);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ severity: 'error', code: 'json.syntax', path: '$' });
    expect(r.findings[0]!.message).toContain(
      `the file is not valid JSON at line ${line}, column ${column}`
    );
  });

  it('finds a syntax error exactly when JSON.parse does, at V8’s position when V8 gives one (property)', () => {
    const mutate = fc.tuple(
      fc.json({ maxDepth: 3 }),
      fc.nat(),
      fc.constantFrom(
        '',
        ',',
        '}',
        ']',
        '"',
        ':',
        '\\',
        '\n',
        'x',
        '1',
        '{',
        '[',
        '\u0001',
        '.',
        '-'
      ),
      fc.boolean()
    );
    fc.assert(
      fc.property(mutate, ([json, at, insert, del]) => {
        const p = json.length === 0 ? 0 : at % (json.length + 1);
        const text = json.slice(0, p) + insert + json.slice(del ? p + 1 : p);
        let v8: number | null | undefined;
        try {
          JSON.parse(text);
        } catch (e) {
          const m = /position (\d+)/.exec((e as Error).message);
          v8 = m ? Number(m[1]) : null;
        }
        const ours = jsonErrorOffset(text);
        if (v8 === undefined) expect(ours).toBe(-1);
        else {
          expect(ours).toBeGreaterThanOrEqual(0);
          if (v8 !== null) expect(ours).toBe(v8);
        }
      }),
      { numRuns: 5000 }
    );
  });

  it.each([
    // Counterexamples found by the property above, pinned with V8's positions.
    ['[null,null,-1.e-323]', 14],
    ['{"":f1alse}', 5],
    ['["  \\u  x"]', 6],
    ['{"a" 1}', 5],
    // V8 gives no position for these; the offset is ours.
    ['nul', 3],
    ['[1,]', 3]
  ])('jsonErrorOffset(%j) is %i', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it('handles deeply nested input without overflowing the stack', () => {
    expect(jsonErrorOffset('['.repeat(200_000) + ']'.repeat(200_000))).toBe(-1);
    expect(jsonErrorOffset('['.repeat(200_000))).toBe(200_000);
  });

  it('does not echo a large malformed file back in the message', () => {
    const text = '{"x": "' + 'y'.repeat(100_000) + '", }';
    const r = loadDesignText(text);
    expect(r.findings[0]!.message).toMatch(/at line 1, column 100011/);
    expect(r.findings[0]!.message.length).toBeLessThan(300);
  });

  it.each([
    [{ format: 'other' }, 'format "other"'],
    [{ name: 'x' }, 'an object without "format"'],
    [[1, 2], 'an array'],
    ['design', 'the string "design"'],
    [null, 'null']
  ])('refuses %j as an unknown format', (raw, got) => {
    const r = loadDesign(raw);
    expect(r.ok).toBe(false);
    expect(r.findings).toEqual([
      {
        severity: 'error',
        code: 'format.unknown',
        message: `not a design: expected a Keyscope design ("format": "keyscope.design"), a NoSQL Workbench model (with "ModelName" and "DataModel") or an ElectroDB, DynamoDB-Toolbox or OneTable model (docs/libraries.md), got ${got}`,
        path: '$'
      }
    ]);
  });

  it('refuses a future version 5 with a message naming both versions, loading nothing', () => {
    const r = loadDesign({ ...base(), version: 5 });
    expect(r.ok).toBe(false);
    expect(r.findings).toHaveLength(1);
    const f = r.findings[0]!;
    expect(f).toMatchObject({ severity: 'error', code: 'format.version', path: '$.version' });
    expect(f.message).toMatch(/version 5\b/);
    expect(f.message).toMatch(/\(4\)|up to 4|reads 4/);
  });

  it.each([[1.5], ['1'], [-1], [undefined]])('refuses a version of %j', (version) => {
    const r = loadDesign({ ...base(), version });
    expect(r.ok).toBe(false);
    expect(r.findings[0]!.code).toBe('format.version');
  });

  it('routes a NoSQL Workbench export to the importer', () => {
    const text = readFileSync(
      resolve(process.cwd(), 'test/fixtures/workbench/AnOnlineShop_1.json'),
      'utf8'
    );
    const r = loadDesignText(text);
    expect(r.ok).toBe(true);
    expect(r.ok && r.source).toBe('workbench');
  });
});

describe('loadDesignText treats hostile input as data', () => {
  afterEach(() => {
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('keeps __proto__ and constructor as ordinary names without touching Object.prototype', () => {
    const text = `{
      "format": "keyscope.design", "version": 4, "name": "<script>alert(1)</script>",
      "__proto__": { "polluted": true },
      "tables": [{ "name": "constructor", "partitionKey": { "name": "__proto__", "type": "S" }, "items": [] }],
      "entities": [{
        "name": "__proto__", "table": "constructor", "attributes": [{ "name": "constructor", "type": "S" }],
        "keys": { "__proto__": "X#\${constructor}" },
        "items": [{ "constructor": { "S": "c" }, "__proto__": { "M": { "polluted": { "BOOL": true } } }, "toString": { "S": "<script>x</script>" } }]
      }],
      "accessPatterns": [{ "name": "constructor", "table": "constructor", "partitionKey": "X#\${__proto__}", "parameters": { "__proto__": "c" } }]
    }`;
    const r = loadDesignText(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // A top-level "__proto__" is an unknown field (the format allows none): refused by name,
    // never followed to a prototype.
    expect(r.findings.filter((f: Finding) => f.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'format.unknown-field', path: '$.__proto__' })
    ]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(r.design.name).toBe('<script>alert(1)</script>');
    expect(r.design.tables[0]!.partitionKey.name).toBe('__proto__');
    const e = r.design.entities[0]!;
    expect(e.name).toBe('__proto__');
    expect(Object.keys(e.keys)).toEqual(['__proto__']);
    const it0 = e.items[0]!;
    expect(Object.keys(it0)).toEqual(['constructor', '__proto__', 'toString']);
    expect(it0['__proto__']).toEqual({ M: { polluted: { BOOL: true } } });
    expect(r.design.accessPatterns[0]!.parameters['__proto__']).toBe('c');
    const a = analyzeDesign(r.design);
    const view = a.tables[0]!.views[0]!;
    expect(view.collections.map((c) => c.id)).toEqual(['X#c']);
    expect(a.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('loads a 5 MB string value as data and reports the item as too large', () => {
    const big = 'A'.repeat(5 * 1024 * 1024);
    const d = base();
    ((d['entities'] as Json[])[0]!['items'] as Json[])[0]!['blob'] = { S: big };
    const r = loadDesignText(JSON.stringify(d));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.findings).toEqual([]);
    const v = r.design.entities[0]!.items[0]!['blob'];
    expect(v && 'S' in v && v.S.length).toBe(big.length);
    const f = analyzeDesign(r.design).findings;
    expect(f.map((x) => [x.code, x.path])).toEqual([
      ['item.too-large', '$.entities[0].items[0]'],
      // The base design's index is keyed on SK, a constant for User: all its entries share a key.
      ['partition.constant-key', '$.entities[0].keys.SK']
    ]);
  });
});

describe('loadDesignText refuses what JSON.parse would drop or accept quietly', () => {
  const errors = (r: LoadResult): [string, string][] =>
    r.findings.filter((f) => f.severity === 'error').map((f) => [f.code, f.path]);

  it('a key written twice in an item is an error at the key, with its line and column', () => {
    const text = JSON.stringify(base(), null, 2).replace(
      /( +)"PK": \{\n +"S": "T"\n +\},/,
      (m: string, pad: string) => `${m}\n${pad}"PK": { "S": "U" },`
    );
    expect(text).toContain('"PK": { "S": "U" }');
    const r = loadDesignText(text);
    expect(r.ok).toBe(true);
    expect(errors(r)).toEqual([['json.duplicate-key', '$.tables[0].items[0].PK']]);
    const line = text.split('\n').findIndex((l) => l.includes('"PK": { "S": "U" }')) + 1;
    expect(r.findings[0]!.message).toBe(
      `"PK" is written twice in one object (again at line ${line}, column 11); JSON keeps only one of the two values (Keyscope, like JSON.parse, keeps the last), so the other is lost without a word — remove or rename one`
    );
  });

  it('a design field written twice is an error too, and a Workbench model is checked alike', () => {
    const r = loadDesignText(
      JSON.stringify(base()).replace('"name":"Base"', '"name":"A","name":"Base"')
    );
    expect(errors(r)).toEqual([['json.duplicate-key', '$.name']]);
    const wb = readFileSync(
      resolve(process.cwd(), 'test/fixtures/workbench/AnOnlineShop_1.json'),
      'utf8'
    );
    const twice = wb.replace('"ModelName"', '"ModelName": "x", "ModelName"');
    expect(errors(loadDesignText(twice))).toContainEqual(['json.duplicate-key', '$.ModelName']);
  });

  it('lists 100 repeated keys and counts the rest in one more finding', () => {
    const d = base();
    const items = Array.from(
      { length: 150 },
      (_, i) => `{"PK":{"S":"${i}"},"SK":{"S":"a"},"SK":{"S":"b"}}`
    );
    const text = JSON.stringify(d).replace(
      /"items":\[\{"PK":\{"S":"T"\},"SK":\{"S":"1"\}\}\]/,
      `"items":[${items.join(',')}]`
    );
    const r = loadDesignText(text);
    const dup = r.findings.filter((f) => f.code === 'json.duplicate-key');
    expect(dup).toHaveLength(101);
    expect(dup[100]!.message).toMatch(/^50 more keys are written twice/);
  });

  it.each([
    ['__proto__', '{"polluted": true}'],
    ['constructor', '1'],
    ['tabels', '[]'],
    ['itemSources', '[]']
  ])('an unknown top-level field %s is an error, and pollutes nothing', (key, value) => {
    const text = JSON.stringify(base()).replace(/^\{/, `{"${key}": ${value},`);
    const r = loadDesignText(text);
    expect(r.ok).toBe(true);
    expect(errors(r)).toEqual([['format.unknown-field', `$.${key}`]]);
    expect(r.findings[0]!.message).toBe(
      `a Keyscope design has no field "${key}", so it is ignored; its fields are "format", "version", "name", "description", "tables", "entities", "accessPatterns", "workload", "generation" — remove it or correct its name`
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('an unknown field inside a table, key, index, entity or pattern is a warning: most often a typo', () => {
    const d = base();
    const t = (d['tables'] as Json[])[0]!;
    t['sortkey'] = { name: 'SK', type: 'S' };
    (t['partitionKey'] as Json)['Type'] = 'S';
    ((t['globalSecondaryIndexes'] as Json[])[0]!['projection'] as Json)['NonKeyAttributes'] = [];
    (d['entities'] as Json[])[0]!['template'] = {};
    const r = loadDesignText(JSON.stringify(d));
    expect(r.ok).toBe(true);
    expect(
      r.findings.filter((f) => f.code === 'format.unknown-field').map((f) => [f.severity, f.path])
    ).toEqual([
      ['warning', '$.tables[0].sortkey'],
      ['warning', '$.tables[0].partitionKey.Type'],
      ['warning', '$.tables[0].globalSecondaryIndexes[0].projection.NonKeyAttributes'],
      ['warning', '$.entities[0].template']
    ]);
  });

  it('every example and fixture design has only known fields', () => {
    const files = [
      ...readdirSync('public/examples')
        .filter((f) => f.endsWith('.json') && f !== 'index.json')
        .map((f) => `public/examples/${f}`),
      'test/fixtures/designs/v0-gaming.json',
      'test/fixtures/designs/v1-gaming.json'
    ];
    for (const f of files) {
      const r = loadDesignText(readFileSync(f, 'utf8'));
      expect(
        r.findings.filter((x) => x.code.startsWith('format.') || x.code.startsWith('json.')),
        f
      ).toEqual(/\/v\d-/.test(f) ? [expect.objectContaining({ code: 'format.migrated' })] : []);
    }
  });
});

describe('a NoSQL Workbench model without its parts says what is missing', () => {
  it.each([
    [
      '{"ModelName": "m"}',
      /the model has a ModelName but no DataModel, so it has no tables; a NoSQL Workbench export holds "DataModel": \[\{"TableName"/
    ],
    [
      '{"ModelName": "m", "DataModel": {}}',
      /DataModel should be an array of tables like \[\{"TableName": "…", "KeyAttributes": \{…\}\}\], got an object/
    ],
    [
      '{"ModelName": "m", "DataModel": [{"TableName": "t"}]}',
      /table "t" has no KeyAttributes; add "KeyAttributes"/
    ],
    [
      '{"ModelName": "m", "DataModel": [{"TableName": "t", "KeyAttributes": {}}]}',
      /has no KeyAttributes.PartitionKey/
    ],
    ['{"DataModel": []}', /ModelName should be a non-empty string, got nothing/]
  ])('%s', (text, message) => {
    const r = loadDesignText(text);
    const messages = r.findings.map((f) => f.message).join('\n');
    expect(messages).toMatch(message);
    expect(messages).not.toMatch(/undefined/);
  });
});

describe('loadDesignText: progress', () => {
  const gaming = readFileSync(resolve('public/examples/gaming.json'), 'utf8');
  const rawItems = (text: string): number => {
    const doc = JSON.parse(text) as {
      tables: { items?: unknown[] }[];
      entities: { items?: unknown[] }[];
    };
    return [...doc.tables, ...doc.entities].reduce((n, h) => n + (h.items?.length ?? 0), 0);
  };

  it('reports each phase in order, then every item validated, and loads the same design', () => {
    const heard: LoadProgress[] = [];
    const r = loadDesignText(gaming, { onProgress: (p) => heard.push(p), every: 2 });
    expect(r).toEqual(loadDesignText(gaming));
    const items = rawItems(gaming);
    expect(items).toBeGreaterThan(4);
    expect(heard.slice(0, 2)).toEqual([
      { phase: 'parsing', done: 0, total: 1 },
      { phase: 'checking', done: 0, total: 1 }
    ]);
    const validating = heard.slice(2);
    expect(validating.every((p) => p.phase === 'validating' && p.total === items)).toBe(true);
    const done = validating.map((p) => p.done);
    expect(done[0]).toBe(0);
    expect(done.at(-1)).toBe(items);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });

  it('counts refused items too, so the count reaches the total', () => {
    const doc = base();
    (doc['tables'] as Json[])[0]!['items'] = [{ PK: { S: 'a' }, SK: { S: 'b' } }, 'nope', 3];
    const heard: LoadProgress[] = [];
    const text = JSON.stringify(doc);
    const r = loadDesignText(text, { onProgress: (p) => heard.push(p), every: 1 });
    expect(r.findings.some((f) => f.path.startsWith('$.tables[0].items[1]'))).toBe(true);
    const items = rawItems(text);
    expect(items).toBeGreaterThanOrEqual(3);
    expect(heard.at(-1)).toEqual({ phase: 'validating', done: items, total: items });
  });

  it('stops after parsing when the text is not JSON', () => {
    const heard: LoadProgress[] = [];
    expect(loadDesignText('{"format": ', { onProgress: (p) => heard.push(p) }).ok).toBe(false);
    expect(heard).toEqual([{ phase: 'parsing', done: 0, total: 1 }]);
  });
});

describe('loadDesign reads the generation settings (format version 3)', () => {
  const shopText = readFileSync('test/fixtures/designs/v3-shop.json', 'utf8');

  it('reads the fixture’s runs and value rules with no finding but its migration', () => {
    const r = loadDesignText(shopText);
    if (!r.ok) throw new Error('did not load');
    expect(r.findings.map((f) => f.code)).toEqual(['format.migrated']);
    expect(r.design.generation).toEqual({
      runs: [{ perEntity: 40, seed: 7 }],
      rules: [
        { entity: 'Order', attribute: 'status', values: ['NEW', 'PAID', 'SHIPPED'] },
        { entity: 'OrderItem', attribute: 'orderId', skew: 0 }
      ]
    });
  });

  it('writes them back as they were read (nativeDesign round trip)', () => {
    const r = loadDesignText(shopText);
    if (!r.ok) throw new Error('did not load');
    const again = loadDesign(JSON.parse(JSON.stringify(nativeDesign(r.design))));
    expect(again.ok && again.design).toEqual(r.design);
    expect(JSON.parse(JSON.stringify(nativeDesign(r.design))).generation).toEqual(
      JSON.parse(shopText).generation
    );
  });

  it.each([
    [{ runs: [{ perEntity: -1, seed: 1 }] }, '$.generation.runs[0].perEntity'],
    [{ runs: [{ perEntity: 1, seed: 1.5 }] }, '$.generation.runs[0].seed'],
    [
      { runs: [], rules: [{ entity: 'Order', attribute: 'status', values: [] }] },
      '$.generation.rules[0].values'
    ],
    [
      { runs: [], rules: [{ entity: 'Order', attribute: 'orderId', skew: 9 }] },
      '$.generation.rules[0].skew'
    ],
    ['seven', '$.generation.runs']
  ])('reports a bad setting %j at its path and keeps the design', (generation, path) => {
    const doc = { ...JSON.parse(shopText), generation };
    const r = loadDesign(doc);
    if (!r.ok) throw new Error('did not load');
    expect(r.findings.map((f) => [f.code, f.path])).toEqual([
      ['generation.invalid', path],
      ['format.migrated', '$.version']
    ]);
    expect(r.design.generation).toBeUndefined();
    expect(r.design.entities.map((e) => e.name)).toEqual(['Customer', 'Order', 'OrderItem']);
  });
});
