import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { patternFindings } from '../../src/core/query/pattern-findings.ts';
import { heatReport } from '../../src/core/heat/heat-report.ts';
import { checkReport } from '../../src/core/report/check-report.ts';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import { CHUNK_SIZE } from '../../src/cli/json-chunks.ts';
import { main } from '../../src/cli/main.ts';
import { gamingDesign } from '../bench/gaming-items.ts';

interface Run {
  code: number;
  out: string;
  err: string;
  chunks: string[];
}

/** Run the CLI in-process, keeping each write to standard output. */
async function run(argv: string[], stdin?: Uint8Array | string): Promise<Run> {
  const chunks: string[] = [];
  let err = '';
  const code = await main(argv, {
    out: (t) => void chunks.push(t),
    err: (t) => void (err += t),
    ...(stdin !== undefined ? { stdin: Readable.from([stdin]) } : {})
  });
  return { code, out: chunks.join(''), err, chunks };
}

const tmp = mkdtempSync(join(tmpdir(), 'keyscope-hostile-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const write = (name: string, content: string | Uint8Array): string => {
  const p = join(tmp, name);
  writeFileSync(p, content);
  return p;
};

/** Every character a terminal may act on, except the newlines that end lines. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const GAMING = 'public/examples/gaming.json';
const gaming = readFileSync(GAMING);

/** A one-table design whose items' `id` values are given as raw JSON text (bytes allowed). */
function itemsDesign(ids: readonly (string | Uint8Array)[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
  parts.push(
    enc(
      '{"format":"keyscope.design","version":1,"name":"bytes","entities":[],"accessPatterns":[],' +
        '"tables":[{"name":"Bytes","partitionKey":{"name":"id","type":"S"},"items":['
    )
  );
  ids.forEach((id, i) => {
    parts.push(
      enc(`${i ? ',' : ''}{"id":{"S":"`),
      typeof id === 'string' ? enc(id) : id,
      enc('"}}')
    );
  });
  parts.push(enc(']}]}'));
  return Buffer.concat(parts);
}

describe('invalid UTF-8 is refused with the byte offset, never replaced', () => {
  it('a key holding A\\xff\\xfeA exits 2 and names the offset', async () => {
    const bytes = itemsDesign([new Uint8Array([0x41, 0xff, 0xfe, 0x41])]);
    const offset = bytes.indexOf(0xff);
    const r = await run(['check', write('ff.json', bytes)]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(
      `not valid UTF-8 at byte offset ${offset} (line 1, column ${offset + 1})`
    );
    expect(r.err).toContain('byte 0xFF can never appear in UTF-8');
  });

  it('two keys X\\xffX and X\\xfeX are refused, not reported as a collision', async () => {
    const r = await run([
      'check',
      '--json',
      write(
        'two.json',
        itemsDesign([new Uint8Array([0x58, 0xff, 0x58]), new Uint8Array([0x58, 0xfe, 0x58])])
      )
    ]);
    expect(r.code).toBe(2);
    const j = JSON.parse(r.out) as { findings: { code: string }[] };
    expect(j.findings.map((f) => f.code)).toEqual(['file.encoding']);
    expect(r.out).not.toContain('collision');
  });

  it('query refuses it too', async () => {
    const f = write('q.json', itemsDesign([new Uint8Array([0x41, 0xc3, 0x28])]));
    const r = await run([
      'query',
      f,
      '--table-name',
      'Bytes',
      '--key-condition-expression',
      'id = :v'
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/byte 0xC3 starts a character that byte 0x28 does not continue/);
  });

  it('the same keys written as valid UTF-8 load, and are two distinct items', async () => {
    const r = await run([
      'check',
      '--json',
      write('ok.json', itemsDesign(['X\u00ffX', 'X\u00feX']))
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { summary: { items: number; collisions: number } };
    expect(report.summary).toMatchObject({ items: 2, collisions: 0 });
  });
});

describe('a UTF-8 byte-order mark is accepted', () => {
  it('check reads a design that starts with EF BB BF', async () => {
    const r = await run([
      'check',
      write('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), gaming]))
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Keyscope design "Battle royale gaming", 22 items');
  });

  it('query reads it too', async () => {
    const f = write('bom2.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), gaming]));
    const r = await run([
      'query',
      f,
      '--table-name',
      'battle-royale',
      '--key-condition-expression',
      'PK = :p',
      '--expression-attribute-values',
      '{":p":{"S":"USER#johnny"}}'
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ Count: 1 });
  });

  it('a UTF-16 file is refused, and named as UTF-16', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le')]);
    const r = await run(['check', write('utf16.json', utf16)]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/UTF-16 byte-order mark: save it as UTF-8/);
  });
});

describe('standard input', () => {
  it('check - reads the design from standard input', async () => {
    const r = await run(['check', '-'], gaming);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^\(standard input\): Keyscope design "Battle royale gaming", 22 items/);
  });

  it('check - --json and query - read it too', async () => {
    const c = await run(['check', '-', '--json'], gaming);
    expect(JSON.parse(c.out)).toMatchObject({ summary: { items: 22 } });
    const q = await run(
      [
        'query',
        '-',
        '--table-name',
        'battle-royale',
        '--key-condition-expression',
        'PK = :p',
        '--expression-attribute-values',
        '{":p":{"S":"USER#johnny"}}'
      ],
      gaming
    );
    expect(q.code).toBe(0);
    expect(JSON.parse(q.out)).toMatchObject({ Count: 1 });
  });

  it('bad bytes and bad JSON on standard input are refused like a file', async () => {
    const bad = await run(['check', '-'], new Uint8Array([0x7b, 0xff, 0x7d]));
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(
      /^keyscope: \(standard input\): \$: the file is not valid UTF-8 at byte offset 1/
    );
    const broken = await run(['check', '-'], '{"format": ');
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/not valid JSON/);
  });

  it('without a standard input to read, - is refused', async () => {
    const r = await run(['check', '-']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('cannot read standard input');
  });
});

const FORGED_ENTITY = 'User\n\n0 errors, 0 warnings, 0 collisions\n\x1b]0;pwned\x07';
const FORGED_PATTERN = 'pat\x1b[2K\rok   fake pattern';

function forgedDesign(): string {
  return JSON.stringify({
    format: 'keyscope.design',
    version: 1,
    name: 'Forged\x1b[2J\u009b31m\u202eexe.txt',
    tables: [
      {
        name: 'tbl\x7f\u0085',
        partitionKey: { name: 'PK\r', type: 'S' },
        sortKey: { name: 'SK', type: 'S' },
        items: [{ 'PK\r': { S: 'raw\x1b[31m' }, SK: { S: 'x\u009by' } }]
      }
    ],
    entities: [
      {
        name: FORGED_ENTITY,
        table: 'tbl\x7f\u0085',
        attributes: [{ name: 'id', type: 'S' }],
        keys: { 'PK\r': 'U#${id}', SK: 'META\x07' },
        items: [{ id: { S: 'a\x1b[0m' } }, { id: { S: 'a\x1b[0m' } }]
      }
    ],
    accessPatterns: [
      {
        name: FORGED_PATTERN,
        table: 'tbl\x7f\u0085',
        partitionKey: 'U#${id}',
        parameters: { id: 'nobody' },
        expectedEntities: [FORGED_ENTITY]
      }
    ]
  });
}

describe('input never reaches the terminal as control characters', () => {
  it('names, keys, paths and messages in the text report are escaped, so no line is forged', async () => {
    const r = await run(['check', write('forged\x1b[1m.json', forgedDesign()), '--full']);
    expect(r.code).toBe(1);
    expect(r.out).not.toMatch(RAW_CONTROL);
    expect(r.err).not.toMatch(RAW_CONTROL);
    const lines = r.out.split('\n');
    // One summary line, the real one, last.
    expect(
      lines.filter((l) => /^\d+ errors?, \d+ warnings?, \d+ collisions?$/.test(l))
    ).toHaveLength(1);
    expect(lines.at(-2)).toMatch(/^[1-9]\d* errors?, /);
    const fail = lines.find((l) => l.includes('fake pattern'))!;
    expect(fail).toMatch(/^ {2}FAIL pat\\u001b\[2K\\rok {3}fake pattern: /);
    expect(r.out).toContain(
      'User\\n\\n0 errors, 0 warnings, 0 collisions\\n\\u001b]0;pwned\\u0007'
    );
    expect(r.out).toContain(
      'forged\\u001b[1m.json: Keyscope design "Forged\\u001b[2J\\u009b31m\\u202eexe.txt"'
    );
  });

  it('the JSON report escapes what JSON.stringify leaves raw, and parses to the same names', async () => {
    const r = await run(['check', write('forged.json', forgedDesign()), '--json']);
    expect(r.out).not.toMatch(RAW_CONTROL);
    const report = JSON.parse(r.out) as {
      design: { name: string };
      accessPatterns: { name: string }[];
    };
    expect(report.design.name).toBe('Forged\x1b[2J\u009b31m\u202eexe.txt');
    expect(report.accessPatterns[0]!.name).toBe(FORGED_PATTERN);
  });

  it('errors on standard error are escaped: a bad file name, flags and an expression', async () => {
    const missing = await run(['check', join(tmp, 'no\x1b[31mpe.json')]);
    expect(missing.err).toContain('no\\u001b[31mpe.json: no such file');
    const flag = await run(['check', GAMING, '--x\x1b]0;t\x07']);
    expect(flag.err).toContain('unknown option --x\\u001b]0;t\\u0007');
    const command = await run(['\x1b[2J']);
    expect(command.err).toContain('unknown command "\\u001b[2J"');
    const q = await run([
      'query',
      GAMING,
      '--table-name',
      'battle-royale',
      '--key-condition-expression',
      'PK = :p\x1b[2K\u009b'
    ]);
    expect(q.code).toBe(1);
    for (const x of [missing, flag, command, q]) expect(x.err).not.toMatch(RAW_CONTROL);
    expect(q.err).toContain('token: "\\u001b"');
  });

  it('query output escapes item values JSON.stringify leaves raw', async () => {
    const f = write('values.json', itemsDesign(['a\\u009b\\u007f\\u202e']));
    const r = await run([
      'query',
      f,
      '--table-name',
      'Bytes',
      '--key-condition-expression',
      'id = :v',
      '--expression-attribute-values',
      '{":v":{"S":"a\\u009b\\u007f\\u202e"}}'
    ]);
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(r.out)).toMatchObject({
      Count: 1,
      Items: [{ id: { S: 'a\u009b\u007f\u202e' } }]
    });
  });
});

describe('check --json streams the report in bounded chunks', () => {
  const designText = (n: number): string =>
    JSON.stringify({ format: 'keyscope.design', version: 1, ...gamingDesign(n, true) });

  /** The report the CLI would print, built in-process and stringified whole. */
  function expected(text: string): unknown {
    const loaded = loadDesignText(text);
    if (!loaded.ok) throw new Error('fixture did not load');
    const analysis = analyzeDesign(loaded.design);
    const report = checkReport(
      analysis,
      { name: loaded.design.name, source: loaded.source },
      loaded.findings,
      patternFindings(loaded.design, analysis),
      heatReport(loaded.design, analysis, { topKeys: 1 })
    );
    return JSON.parse(JSON.stringify(report));
  }

  it('on a small design, the chunks join to exactly JSON.stringify of the report', async () => {
    const r = await run(['check', GAMING, '--json']);
    const text = readFileSync(GAMING, 'utf8');
    expect(r.out).toBe(JSON.stringify(expected(text), null, 2) + '\n');
  });

  it('on 40,000 items, every write is at most one chunk and the whole parses to the report', async () => {
    const text = designText(40_000);
    const r = await run(['check', write('large.json', text), '--json']);
    const report = expected(text) as { summary: { errors: number; collisions: number } };
    // The generator draws user–game pairs with repeats, so this design has collisions.
    expect(report.summary.collisions).toBeGreaterThan(0);
    expect(r.code).toBe(1);
    expect(r.chunks.length).toBeGreaterThan(100);
    expect(Math.max(...r.chunks.map((c) => c.length))).toBeLessThanOrEqual(CHUNK_SIZE);
    expect(JSON.parse(r.out)).toEqual(report);
  });

  it('the --full text report is written in bounded chunks too', async () => {
    const r = await run(['check', write('large2.json', designText(20_000)), '--full']);
    expect(r.code).toBe(1);
    expect(r.chunks.length).toBeGreaterThan(10);
    // A chunk ends at the line that crossed the bound, and lines here are short.
    expect(Math.max(...r.chunks.map((c) => c.length))).toBeLessThanOrEqual(CHUNK_SIZE + 200);
    expect(r.out.match(/^ {4}\S/gm)!.length).toBeGreaterThan(30_000);
  });
});

describe('inputs once dropped or accepted quietly now fail the check', () => {
  const design = (extra: string, item = '{"id":{"S":"a"}}'): string =>
    `{"format":"keyscope.design","version":1,"name":"d",${extra}"entities":[],"accessPatterns":[],` +
    `"tables":[{"name":"Tbl","partitionKey":{"name":"id","type":"S"},"items":[${item}]}]}`;

  it.each([
    [
      'a key written twice',
      design('', '{"id":{"S":"a"},"id":{"S":"b"}}'),
      'json.duplicate-key',
      '$.tables[0].items[0].id'
    ],
    [
      'a top-level __proto__',
      design('"__proto__":{"x":1},'),
      'format.unknown-field',
      '$.__proto__'
    ],
    [
      'NS ["1","1.0"]',
      design('', '{"id":{"S":"a"},"n":{"NS":["1","1.0"]}}'),
      'set.duplicate',
      '$.tables[0].items[0].n.NS[1]'
    ],
    [
      'SS ["x","x"]',
      design('', '{"id":{"S":"a"},"s":{"SS":["x","x"]}}'),
      'set.duplicate',
      '$.tables[0].items[0].s.SS[1]'
    ],
    [
      'the number " 1"',
      design('', '{"id":{"S":"a"},"n":{"N":" 1"}}'),
      'number.invalid',
      '$.tables[0].items[0].n.N'
    ]
  ])('%s exits 1 with a located error', async (_, text, code, path) => {
    const r = await run(['check', '--json', write('quiet.json', text)]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as {
      findings: { severity: string; code: string; path: string }[];
    };
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([
      expect.objectContaining({ code, path })
    ]);
  });

  it('a Workbench file without DataModel names what is missing, not "undefined undefined"', async () => {
    const r = await run(['check', write('wb.json', '{"ModelName": "Shop"}')]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('the model has a ModelName but no DataModel');
    expect(r.out).toContain('"DataModel": [{"TableName"');
    expect(r.out).not.toContain('undefined');
  });
});

describe("deep expressions get DynamoDB's ValidationException, never a stack overflow", () => {
  const query = (...flags: string[]) =>
    run([
      'query',
      GAMING,
      '--table-name',
      'battle-royale',
      '--expression-attribute-values',
      '{":p":{"S":"USER#johnny"},":v":{"S":"x"}}',
      ...flags
    ]);
  const filter = (expression: string) =>
    query(
      '--key-condition-expression',
      'PK = :p',
      '--expression-attribute-names',
      '{"#m":"map"}',
      '--filter-expression',
      expression
    );
  const refused = (message: string) =>
    `An error occurred (ValidationException) when calling the Query operation: ${message}\n`;

  it.each([
    [
      '1,800 brackets in a filter',
      () => filter('('.repeat(1800) + '#m = :v' + ')'.repeat(1800)),
      'Invalid FilterExpression: The expression has redundant parentheses;'
    ],
    [
      '1,900 brackets in a key condition',
      () =>
        query(
          '--key-condition-expression',
          '('.repeat(1900) + 'PK = :p' + ')'.repeat(1900),
          '--filter-expression',
          'attribute_exists(x) OR x = :v'
        ),
      'Invalid KeyConditionExpression: The expression has redundant parentheses;'
    ],
    [
      '3,000 NOTs',
      () => filter('NOT '.repeat(3000) + '#m = :v'),
      'Invalid FilterExpression: Expression size has exceeded the maximum allowed size; expression size: 12007'
    ],
    [
      '4,000 ORs',
      () => filter(Array(4000).fill('#m = :v').join(' OR ')),
      'Invalid FilterExpression: Expression size has exceeded the maximum allowed size; expression size: 43996'
    ],
    [
      '301 operators within 4 KB',
      () => filter(Array(151).fill('#m = :v').join(' OR ')),
      'Invalid FilterExpression: The expression contains too many operators; operator count: 301'
    ],
    [
      'a 5 MB key condition',
      () => query('--key-condition-expression', 'PK = :p AND ' + '('.repeat(5 * 2 ** 20)),
      'Invalid KeyConditionExpression: Expression size has exceeded the maximum allowed size; expression size: 5242892'
    ]
  ])('%s', async (_, ask, message) => {
    const r = await ask();
    expect(r.err).toBe(refused(message));
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
  });

  it('IN with 101 operands is refused, with 100 answered', async () => {
    const values = (n: number) =>
      JSON.stringify(
        Object.fromEntries([
          [':p', { S: 'USER#johnny' }],
          ...Array.from({ length: n }, (_, i) => [`:v${i}`, { S: `${i}` }])
        ])
      );
    const ask = (n: number) =>
      run([
        'query',
        GAMING,
        '--table-name',
        'battle-royale',
        '--key-condition-expression',
        'PK = :p',
        '--filter-expression',
        `username IN (${Array.from({ length: n }, (_, i) => `:v${i}`).join(', ')})`,
        '--expression-attribute-values',
        values(n)
      ]);
    const over = await ask(101);
    expect(over.err).toBe(
      refused(
        'Invalid FilterExpression: The IN operator is provided with too many operands; number of operands: 101'
      )
    );
    expect(over.code).toBe(1);
    const ok = await ask(100);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toMatchObject({ Count: 0, ScannedCount: 1 });
  });
});

describe('numbers past their limits in query flags', () => {
  const users = [
    'query',
    GAMING,
    '--table-name',
    'battle-royale',
    '--key-condition-expression',
    'PK = :g AND begins_with(SK, :u)',
    '--expression-attribute-values',
    '{":g":{"S":"GAME#c6f38a6a"},":u":{"S":"USER#"}}'
  ];
  const validation = (value: string, bound: string) =>
    `An error occurred (ValidationException) when calling the Query operation: 1 validation error detected: Value '${value}' at 'limit' failed to satisfy constraint: Member must have value ${bound}\n`;

  it.each([
    ['--limit', '99999999999999999999999', 'less than or equal to 2147483647'],
    ['--limit', '2147483648', 'less than or equal to 2147483647'],
    ['--limit', '0', 'greater than or equal to 1'],
    ['--limit', '-3', 'greater than or equal to 1'],
    ['--page-size', '99999999999999999999999', 'less than or equal to 2147483647'],
    ['--page-size', '0', 'greater than or equal to 1']
  ])('%s %s is refused as DynamoDB refuses a Limit', async (flag, value, bound) => {
    const r = await run([...users, flag, value]);
    expect(r.err).toBe(validation(value, bound));
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
  });

  it("--limit 2147483647 is DynamoDB's largest and is answered", async () => {
    const r = await run([...users, '--limit', '2147483647']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ Count: 4 });
  });

  it.each([
    [['--max-items', '-3'], '--max-items must be a whole number of at least 1, got "-3"'],
    [['--max-items', '0'], '--max-items must be a whole number of at least 1, got "0"'],
    [['--max-items', '1e3'], '--max-items must be a whole number of at least 1, got "1e3"'],
    [['--limit', '1.5'], '--limit must be a whole number, got "1.5"'],
    [['--page-size', ' 2'], '--page-size must be a whole number, got " 2"'],
    [['--limit', '9'.repeat(1000)], `--limit ${'9'.repeat(30)}`],
    [['--starting-token', '%%%garbage'], 'Bad starting token: %%%garbage'],
    [['--starting-token', btoa('[1,2]')], 'Bad starting token: WzEsMl0=']
  ])('%j is refused with exit 2', async (flags, message) => {
    const r = await run([...users, ...flags]);
    if (flags[0] === '--limit' && flags[1]!.length > 100) {
      // A 1,000-digit limit is a whole number past DynamoDB's bound: refused, not echoed whole.
      expect(r.code).toBe(1);
      expect(r.err.length).toBeLessThan(1300);
      return;
    }
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  it('--max-items past what a float holds exactly is "all of them"', async () => {
    const r = await run([...users, '--max-items', '99999999999999999999999']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ Count: 4 });
    expect(r.out).not.toContain('NextToken');
  });

  it('--max-items 2 answers 2 items and counts what it read, with a token for the rest', async () => {
    const r = await run([...users, '--max-items', '2']);
    const page = JSON.parse(r.out) as { Items: unknown[]; Count: number; NextToken?: string };
    expect(page.Items).toHaveLength(2);
    expect(page.NextToken).toBeDefined();
  });
});

describe('writing a large report through a pipe', () => {
  const design = JSON.stringify({
    format: 'keyscope.design',
    version: 1,
    ...gamingDesign(30_000, true)
  });

  it('waits for each write the output asks to wait for, so at most one chunk is ever pending', async () => {
    let pending = 0;
    let most = 0;
    let written = '';
    const code = await main(['check', write('backpressure.json', design), '--json'], {
      out: (t) => {
        written += t;
        most = Math.max(most, ++pending);
        return new Promise<void>((done) => setImmediate(() => (pending--, done())));
      },
      err: () => undefined
    });
    expect(code).toBe(1);
    expect(most).toBe(1);
    expect(JSON.parse(written)).toMatchObject({ summary: { items: 30_000 } });
  });

  it('the command stops quietly when its reader closes the pipe early, as `| head` does', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(
      process.execPath,
      ['bin/keyscope.js', 'check', write('head.json', design), '--json'],
      {
        stdio: ['ignore', 'pipe', 'pipe']
      }
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const first = await new Promise<string>((done) =>
      child.stdout.once('data', (d: Buffer) => done(d.toString()))
    );
    child.stdout.destroy();
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(first.startsWith('{')).toBe(true);
    expect(err).toBe('');
    expect(code).toBe(1);
  });
});
