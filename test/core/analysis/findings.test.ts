import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { describeKey, describeKeyValue } from '../../../src/core/analysis/describe-key.ts';
import { itemFindings, MAX_FINDINGS_PER_CODE } from '../../../src/core/analysis/item-findings.ts';
import { partitionFindings } from '../../../src/core/analysis/partition-findings.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { Finding } from '../../../src/core/model/finding.ts';
import { resolveItems } from '../../../src/core/views/resolve-items.ts';
import { b64, gsi, item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

describe('partitionFindings', () => {
  const items = (n: number, partitions: number) =>
    Array.from({ length: n }, (_, i) => item({ p: `P${i % partitions}`, s: `S${i}`, g: 'same' }));

  it('warns about a table with 20 or more items in at most 3 partition key values', () => {
    const d = makeDesign(
      [makeTable({ gsis: [gsi('ByG', ['g', 'S'])] })],
      [makeEntity('E', { PK: '${p}', SK: '${s}' }, items(20, 3))]
    );
    const f = analyzeDesign(d).findings.filter((x) => x.code === 'partition.low-cardinality');
    expect(f.map((x) => x.message.split(' puts')[0])).toEqual([
      'table "tbl"',
      'index "ByG" of table "tbl"'
    ]);
    expect(f[0]).toEqual({
      severity: 'warning',
      code: 'partition.low-cardinality',
      message:
        'table "tbl" puts 20 items in only 3 partition key values of "PK" ("P0", "P1", "P2"); all their traffic lands on so few partitions — choose a key with many distinct values, or add a shard suffix',
      path: '$'
    });
    expect(f[1]!.message).toContain('puts 20 items in only 1 partition key value of "g" ("same")');
  });

  it.each([
    ['Query', 0],
    ['GetItem', 0],
    ['Scan', 2]
  ] as const)('on the items of a live %s, warns about few key values %i times', (operation, n) => {
    const d = {
      ...makeDesign(
        [makeTable({ gsis: [gsi('ByG', ['g', 'S'])] })],
        [makeEntity('E', { PK: '${p}', SK: '${s}' }, items(40, 1))]
      ),
      readFrom: { operation, table: 'tbl' }
    };
    const f = analyzeDesign(d).findings.filter((x) => x.code === 'partition.low-cardinality');
    expect(f).toHaveLength(n);
  });

  it.each([
    [19, 3, 'too few items to judge'],
    [20, 4, 'four partition key values']
  ])('does not warn with %i items in %i partitions (%s)', (n, p) => {
    const d = makeDesign([makeTable()], [makeEntity('E', { PK: '${p}', SK: '${s}' }, items(n, p))]);
    const a = analyzeDesign(d);
    expect(partitionFindings(d, a.tables[0]!.resolved, a.tables[0]!.views)).toEqual([]);
  });

  it('counts only live items: 20 writes to one key are one item', () => {
    const d = makeDesign(
      [makeTable()],
      [makeEntity('E', { PK: 'same', SK: 'same' }, items(20, 1))]
    );
    expect(analyzeDesign(d).findings.filter((x) => x.code === 'partition.low-cardinality')).toEqual(
      []
    );
  });
});

describe('itemFindings', () => {
  it('reports an item over 400 KB, counting attribute names, at its source path', () => {
    const name = 'payload';
    const fits = 'x'.repeat(
      DYNAMODB_LIMITS.itemBytes - name.length - 'PK'.length - 1 - 'SK'.length - 1
    );
    const d = makeDesign([
      makeTable({
        items: [
          item({ PK: 'a', SK: 'a', [name]: fits }),
          item({ PK: 'b', SK: 'b', [name]: fits + 'x' })
        ]
      })
    ]);
    const f = analyzeDesign(d).findings;
    expect(f).toEqual([
      {
        severity: 'error',
        code: 'item.too-large',
        message: `item is ${DYNAMODB_LIMITS.itemBytes + 1} bytes; DynamoDB items are at most ${DYNAMODB_LIMITS.itemBytes} bytes (400 KB) including attribute names`,
        path: '$.tables[0].items[1]'
      }
    ]);
    expect(analyzeDesign(d, { checkItemSizes: false }).findings).toEqual([]);
  });

  it(`lists at most ${MAX_FINDINGS_PER_CODE} findings per code per table and summarizes the rest`, () => {
    const bad = Array.from({ length: 60 }, () => item({ a: '' }));
    const d = makeDesign([makeTable()], [makeEntity('E', { PK: '${a}', SK: 'S' }, bad)]);
    const f = analyzeDesign(d).findings.filter((x) => x.code === 'key.empty');
    expect(f).toHaveLength(MAX_FINDINGS_PER_CODE + 1);
    expect(f[0]!.path).toBe('$.entities[0].items[0]');
    expect(f[49]!.path).toBe('$.entities[0].items[49]');
    expect(f[50]).toEqual({
      severity: 'error',
      code: 'key.empty',
      message: '10 more "key.empty" problems in table "tbl" are not listed',
      path: '$'
    });
  });

  it('does not summarize exactly 50 findings', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity(
          'E',
          { PK: '${a}', SK: 'S' },
          Array.from({ length: 50 }, () => item({ a: '' }))
        )
      ]
    );
    expect(analyzeDesign(d).findings.filter((x) => x.code === 'key.empty')).toHaveLength(50);
  });

  it('reports each overwritten item of a collision, naming the item that replaced it', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('A', { PK: 'K', SK: 'S' }, [item({})]),
        makeEntity('B', { PK: 'K', SK: 'S' }, [item({})])
      ]
    );
    const findings: Finding[] = [];
    const a = analyzeDesign(d);
    findings.push(...a.findings.filter((f) => f.code === 'key.collision'));
    expect(findings).toEqual([
      {
        severity: 'error',
        code: 'key.collision',
        message:
          'A at PK = "K", SK = "S" in table "tbl" is overwritten by the later B from $.entities[1].items[0]: both have this primary key, and a put replaces the whole item',
        path: '$.entities[0].items[0]'
      }
    ]);
  });

  it('names a rejected item by its entity and table', () => {
    const d = makeDesign(
      [makeTable()],
      [makeEntity('User', { PK: '${a}', SK: 'S' }, [item({ a: '' })])]
    );
    const resolved = resolveItems(d, d.tables[0]!, []);
    expect(itemFindings(resolved, [], false)[0]!.message).toBe(
      'User item cannot be written to table "tbl": partition key "PK" is an empty string; key values need at least 1 byte'
    );
  });
});

describe('describeKey', () => {
  it.each([
    [{ S: 'GAME#1' }, '"GAME#1"'],
    [{ S: 'say "hi"' }, '"say \\"hi\\""'],
    [{ N: '1E+2' }, '1E+2'],
    [{ B: b64(1, 2, 3) }, 'binary AQID'],
    [{ S: 'x'.repeat(81) }, JSON.stringify('x'.repeat(80) + '…')],
    [{ S: 'x'.repeat(80) }, JSON.stringify('x'.repeat(80))],
    [{ B: 'A'.repeat(44) }, 'binary ' + 'A'.repeat(40) + '…']
  ] as const)('describes %j as %s', (v, text) => {
    expect(describeKeyValue(v)).toBe(text);
  });

  it('joins the partition and sort key as a person reads them', () => {
    expect(
      describeKey({
        partitionKey: { name: 'PK', value: { S: 'GAME#1' } },
        sortKey: { name: 'SK', value: { S: '#METADATA#1' } }
      })
    ).toBe('PK = "GAME#1", SK = "#METADATA#1"');
    expect(describeKey({ partitionKey: { name: 'id', value: { N: '7' } } })).toBe('id = 7');
  });
});

describe('analyzeDesign on the example designs', () => {
  const examples = ['gaming', 'library', 'library-author-only', 'todo-graph', 'people-music'];
  const analyze = (name: string) => {
    const l = loadDesignText(
      readFileSync(resolve(process.cwd(), 'public/examples', `${name}.json`), 'utf8')
    );
    if (!l.ok) throw new Error(JSON.stringify(l.findings));
    return analyzeDesign(l.design);
  };

  it.each(examples.filter((e) => e !== 'library-author-only' && e !== 'todo-graph'))(
    '%s has no findings and no collisions',
    (name) => {
      const a = analyze(name);
      expect(a.findings).toEqual([]);
      expect(a.collisions).toEqual([]);
    }
  );

  it('todo-graph has no collisions; its reverse index puts every METADATA item under one key', () => {
    const a = analyze('todo-graph');
    expect(a.collisions).toEqual([]);
    expect(a.findings.map((f) => [f.severity, f.code, f.path])).toEqual([
      ['warning', 'partition.constant-key', '$.entities[0].keys.sk'],
      ['warning', 'partition.constant-key', '$.entities[1].keys.sk'],
      ['warning', 'partition.constant-key', '$.entities[3].keys.sk'],
      ['warning', 'partition.constant-key', '$.entities[6].keys.sk']
    ]);
    expect(a.findings[0]!.message).toBe(
      'entity "UserMetadata" writes every item to one partition key value of index "reverse" of table "app", "METADATA": its template for "sk" has no placeholder, so all its reads and writes meet on one partition (3,000 read and 1,000 write units per second at most) — put an attribute with many values in the key, such as `${userId}`'
    );
  });

  it('library-language is judged low-cardinality from the generator and its items, before any traffic', () => {
    const a = analyze('library-language');
    expect(a.findings.map((f) => [f.severity, f.code, f.path])).toEqual([
      ['warning', 'partition.low-cardinality', '$.entities[0].keys.Language']
    ]);
    expect(a.findings[0]!.message).toContain('"Language" takes few values');
    expect(a.findings[0]!.message).toContain('its 8 items so far hold 3 values');
  });

  it('library-author-only reports one collision finding per overwritten edition', () => {
    const a = analyze('library-author-only');
    expect(a.findings.map((f) => [f.code, f.path])).toEqual([
      ['key.collision', '$.entities[0].items[3]'],
      ['key.collision', '$.entities[0].items[4]'],
      ['key.collision', '$.entities[0].items[0]']
    ]);
  });

  it('gives one TableAnalysis per table with the table view first and one view per index', () => {
    expect(analyze('gaming').tables.map((t) => t.views.map((v) => v.spec.index))).toEqual([
      [null, 'InvertedIndex']
    ]);
    expect(analyze('people-music').tables.map((t) => [t.table.name, t.views.length])).toEqual([
      ['People', 1],
      ['Music', 1]
    ]);
  });
});
