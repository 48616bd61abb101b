import fc from 'fast-check';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';

/**
 * Random and adversarial designs, expressions and names fed to `keyscope check` and
 * `keyscope query` through `main(argv, io)`, as a shell would: nothing may throw past the CLI's
 * error handling, the exit code is 0, 1 or 2 with something said, and no output holds a raw
 * character a terminal would act on.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

async function run(
  argv: string[],
  stdin: Uint8Array
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    stdin: Readable.from([stdin])
  });
  return { code, out, err };
}

function expectSafe(r: { code: number; out: string; err: string }): void {
  expect([0, 1, 2]).toContain(r.code);
  if (r.code !== 0) expect((r.out + r.err).length).toBeGreaterThan(0);
  expect(r.out).not.toMatch(RAW_CONTROL);
  expect(r.err).not.toMatch(RAW_CONTROL);
  // Lone surrogates would reach the terminal as U+FFFD: none may be printed raw either.
  expect(r.out + r.err).not.toMatch(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
  );
}

const HOSTILE = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  ' ',
  '\n\n0 errors, 0 warnings, 0 collisions\n',
  '\x1b]0;pwned\x07',
  'pat\x1b[2K\rok   fake',
  '\u009b31m',
  '\x7f',
  '\u202eexe.txt',
  '\ud800',
  '\udfff',
  '😀',
  '<script>alert(1)</script>',
  '${',
  '${x',
  'USER#${id}',
  '${n:6:0}',
  '#',
  ':',
  'a'.repeat(3000),
  '1',
  ' 1',
  '1.0',
  '-0',
  '1E+400',
  '9'.repeat(40)
];
const name = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary', maxLength: 12 }));
const value = fc.oneof(
  name.map((S) => ({ S })),
  fc.constantFrom('1', '1.0', ' 1', '1e3', 'x', '', '9'.repeat(39)).map((N) => ({ N })),
  fc.constantFrom('AAE=', 'AAE', '', '!!').map((B) => ({ B })),
  fc.constantFrom({ BOOL: true }, { NULL: true }, { NULL: false }),
  fc.array(name, { maxLength: 3 }).map((SS) => ({ SS })),
  fc.constantFrom(['1', '1.0'], ['2'], []).map((NS) => ({ NS })),
  fc.jsonValue({ maxDepth: 3 })
);
const item = fc.dictionary(name, value, { maxKeys: 4 });
const design = fc.record({
  format: fc.oneof({ weight: 9, arbitrary: fc.constant('keyscope.design') }, fc.constant('other')),
  version: fc.oneof({ weight: 9, arbitrary: fc.constant(1) }, fc.constantFrom(0, 2, '1')),
  name,
  tables: fc.array(
    fc.record({
      name: fc.oneof(name, fc.constant('Tbl')),
      partitionKey: fc.record({
        name: fc.oneof(name, fc.constant('PK')),
        type: fc.constantFrom('S', 'N', 'B', 'M')
      }),
      sortKey: fc.option(
        fc.record({ name: fc.oneof(name, fc.constant('SK')), type: fc.constantFrom('S', 'N') }),
        { nil: undefined }
      ),
      items: fc.array(item, { maxLength: 4 })
    }),
    { maxLength: 2 }
  ),
  entities: fc.array(
    fc.record({
      name,
      table: fc.oneof(name, fc.constant('Tbl')),
      attributes: fc.constant([]),
      keys: fc.dictionary(
        fc.constantFrom('PK', 'SK', '__proto__'),
        fc.oneof(name, fc.constant('U#${id}'))
      ),
      items: fc.array(item, { maxLength: 4 })
    }),
    { maxLength: 2 }
  ),
  accessPatterns: fc.array(
    fc.record({
      name,
      table: fc.oneof(name, fc.constant('Tbl')),
      partitionKey: fc.oneof(name, fc.constant('U#${id}')),
      parameters: fc.dictionary(name, name, { maxKeys: 2 })
    }),
    { maxLength: 2 }
  )
});

/** Text damaged as files get damaged: cut, doubled keys, a BOM, bytes that are not UTF-8. */
const bytesOf = (text: string, damage: number, at: number): Uint8Array => {
  const bytes = new TextEncoder().encode(text);
  const i = Math.floor(at * bytes.length);
  switch (damage) {
    case 1:
      return bytes.subarray(0, i);
    case 2:
      return new TextEncoder().encode(text.replace(/"name":/, '"name":"x","name":'));
    case 3:
      return new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    case 4:
      return new Uint8Array([...bytes.subarray(0, i), 0xff, ...bytes.subarray(i)]);
    case 5:
      return new Uint8Array([...bytes.subarray(0, i), 0xc3, ...bytes.subarray(i)]);
    default:
      return bytes;
  }
};
const file = fc.oneof(
  { weight: 3, arbitrary: design.map((d) => JSON.stringify(d)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"ModelName": "m"}',
      '{"DataModel": [{}]}',
      '['.repeat(10_000),
      '{"a":'.repeat(5000)
    )
  }
);
const damaged = fc
  .tuple(file, fc.integer({ min: 0, max: 8 }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([text, damage, at]) => bytesOf(text, damage, at));

const TOKENS = [
  '(',
  ')',
  'PK',
  'SK',
  '#n',
  ':v',
  ':w',
  '=',
  '<',
  '<>',
  'AND',
  'OR',
  'NOT',
  'BETWEEN',
  'IN',
  ',',
  'begins_with',
  'size',
  'f',
  '.',
  '[',
  '0',
  ']',
  '\x1b',
  '\u009b',
  '"',
  '__proto__'
];
const expression = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'PK = :v',
      'PK = :v AND SK < :v',
      'x = :w OR NOT x < :w',
      'x IN (:w, :w)'
    )
  },
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 20 }).map((t) => t.join(' ')),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: 1, max: 3000 }).map((n) => '('.repeat(n) + 'PK = :v' + ')'.repeat(n)),
  fc.integer({ min: 1, max: 1500 }).map((n) => 'NOT '.repeat(n) + 'x = :v'),
  fc.constant('PK = :v')
);
const flagJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(fc.constantFrom(':v', ':w', '#n', ':__proto__', 'bad'), value)
    .map((v) => JSON.stringify(v)),
  fc.string({ unit: 'binary', maxLength: 10 })
);
const number = fc.oneof(
  fc.constantFrom('0', '-3', '1', '2147483648', '99999999999999999999999', '1.5', ' 2', 'x', ''),
  fc.integer().map(String)
);

describe('the CLI on random and adversarial input', () => {
  it('check (text and --json) never crashes, exits 0, 1 or 2, and prints no control character', async () => {
    await fc.assert(
      fc.asyncProperty(damaged, fc.boolean(), fc.boolean(), async (bytes, json, full) => {
        expectSafe(
          await run(['check', '-', ...(json ? ['--json'] : []), ...(full ? ['--full'] : [])], bytes)
        );
      }),
      { seed: 8, numRuns: 300 }
    );
  });

  it('query never crashes on random expressions, placeholders and numbers', async () => {
    const gaming = new TextEncoder().encode(
      JSON.stringify({
        format: 'keyscope.design',
        version: 1,
        name: 'q',
        tables: [
          {
            name: 'Tbl',
            partitionKey: { name: 'PK', type: 'S' },
            sortKey: { name: 'SK', type: 'S' },
            items: [{ PK: { S: 'a' }, SK: { S: 'b' }, x: { N: '1' } }]
          }
        ],
        entities: [],
        accessPatterns: []
      })
    );
    // Each flag now and then, so most runs reach the parser and the evaluator, not a flag error.
    const sometimes = <T>(a: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, a);
    const values = fc.oneof(
      { weight: 3, arbitrary: fc.constant('{":v":{"S":"a"}}') },
      { weight: 2, arbitrary: fc.constant('{":v":{"S":"a"},":w":{"N":"1"}}') },
      flagJson
    );
    const flags = fc
      .record({
        '--key-condition-expression': expression,
        '--expression-attribute-values': values,
        '--filter-expression': sometimes(expression),
        '--projection-expression': sometimes(expression),
        '--expression-attribute-names': sometimes(flagJson),
        '--exclusive-start-key': sometimes(flagJson),
        '--limit': sometimes(number),
        '--page-size': sometimes(number),
        '--max-items': sometimes(number),
        '--starting-token': sometimes(
          fc.oneof(
            fc.string({ maxLength: 20 }),
            flagJson.map((j) => btoa(unescape(encodeURIComponent(j))))
          )
        ),
        '--index-name': sometimes(name),
        '--table-name': fc.oneof({ weight: 5, arbitrary: fc.constant('Tbl') }, name)
      })
      .map((f) => Object.entries(f).filter(([, v]) => v !== undefined) as [string, string][]);
    await fc.assert(
      fc.asyncProperty(flags, fc.boolean(), fc.boolean(), async (f, noPaginate, consistent) => {
        const argv = [
          'query',
          '-',
          ...f.flat(),
          ...(noPaginate ? ['--no-paginate'] : []),
          ...(consistent ? ['--consistent-read'] : [])
        ];
        expectSafe(await run(argv, gaming));
      }),
      { seed: 9, numRuns: 400 }
    );
  });

  it('hostile command lines never crash either', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            name,
            fc.constantFrom(
              'check',
              'query',
              '-',
              '--json',
              '--full',
              '--limit',
              '--table-name',
              '--help'
            )
          ),
          { maxLength: 6 }
        ),
        async (argv) => {
          expectSafe(await run(argv, new Uint8Array()));
        }
      ),
      { seed: 10, numRuns: 300 }
    );
  });
});
