// Adversarial inputs for the entry points' property tests (hostile-entry-points.e2e.ts), built
// with fast-check from the shapes the unit properties use: deep nesting, keys written many
// times, huge strings, Object.prototype's names, numbers JSON or DynamoDB cannot hold, bad
// UTF-8, decompression bombs, cut links. Each input is one Keyscope must refuse (nothing to
// open); the test checks that against core's own loader, in Node, before it is fed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { toBase64Url } from '../../src/core/share/base64-url.ts';
import { SHARE_LINK } from '../../src/core/share/share-link-format.ts';

const GAMING = readFileSync(
  resolve(import.meta.dirname, '../../public/examples/gaming.json'),
  'utf8'
);

/** Object.prototype's own names and friends: each must be only a name. */
export const PROTO_NAMES = [
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
  '__defineGetter__'
];

/** The gaming example with its `tables` written as `raw` (any text, JSON or not). */
function gamingWithTables(raw: string): string {
  const design = JSON.parse(GAMING) as Record<string, unknown>;
  design['tables'] = '@@TABLES@@';
  return JSON.stringify(design).replace('"@@TABLES@@"', () => raw);
}

const depth = fc.integer({ min: 1_000, max: 40_000 });

/** What `tables` is written as: a shape no table can be read from. */
const hostileTables: fc.Arbitrary<[string, string]> = fc.oneof(
  depth.map((d): [string, string] => [`${d} nested arrays`, '['.repeat(d) + ']'.repeat(d)]),
  depth.map((d): [string, string] => [`${d} unclosed arrays`, '['.repeat(d)]),
  fc
    .record({ d: fc.integer({ min: 1, max: 5_000 }), r: fc.integer({ min: 2, max: 3_000 }) })
    .map(({ d, r }): [string, string] => [
      `"a" written ${r} times, ${d} arrays down`,
      '['.repeat(d) + `{${Array(r).fill('"a":1').join(',')}}` + ']'.repeat(d)
    ]),
  fc
    .integer({ min: 100_000, max: 600_000 })
    .map((n): [string, string] => [`a ${n}-character string`, JSON.stringify('x'.repeat(n))]),
  fc
    .constantFrom(...PROTO_NAMES)
    .map((name): [string, string] => [
      `a table of ${name}`,
      `[{"${name}":{"${name}":1},"name":{"${name}":null},"partitionKey":"${name}"}]`
    ]),
  fc
    .constantFrom('NaN', '1e308', '-1e308', '1e999', 'Infinity', '[1e308]', '[{"name":NaN}]')
    .map((n): [string, string] => [`the number ${n}`, n])
);

/** A design text (starting with `{`, so a paste takes it) that opens nothing. */
export const hostileText: fc.Arbitrary<[string, string]> = fc.oneof(
  hostileTables.map(([what, raw]): [string, string] => [
    `tables as ${what}`,
    gamingWithTables(raw)
  ]),
  fc
    .integer({ min: 1, max: GAMING.length - 2 })
    .map((at): [string, string] => [`the gaming example cut at ${at}`, GAMING.slice(0, at)]),
  fc
    .constantFrom(...PROTO_NAMES)
    .map((name): [string, string] => [
      `"${name}" holding the design`,
      `{"${name}":${GAMING},"constructor":{"prototype":{"polluted":true}}}`
    ]),
  fc
    .integer({ min: 2, max: 20_000 })
    .map((r): [string, string] => [
      `"tables" written ${r} times`,
      `{"format":"keyscope.design","version":4,"name":"x",${Array(r).fill('"tables":[]').join(',')}}`
    ])
);

/** A design file's bytes that open nothing: a hostile text, or the example's bytes made not UTF-8. */
export const hostileBytes: fc.Arbitrary<[string, Uint8Array]> = fc.oneof(
  hostileText.map(([what, text]): [string, Uint8Array] => [what, new TextEncoder().encode(text)]),
  fc
    .record({
      at: fc.integer({ min: 0, max: GAMING.length - 1 }),
      bad: fc.constantFrom([0xff], [0xc3, 0x28], [0xe2, 0x82], [0xc0, 0xaf], [0xed, 0xa0, 0x80])
    })
    .map(({ at, bad }): [string, Uint8Array] => {
      const bytes = new TextEncoder().encode(GAMING);
      const out = new Uint8Array([...bytes.slice(0, at), ...bad, ...bytes.slice(at)]);
      return [`bytes ${bad.map((b) => b.toString(16)).join(' ')} at ${at}`, out];
    }),
  fc
    .constantFrom([0xfe, 0xff], [0xff, 0xfe], [0x00, 0x00, 0xfe, 0xff])
    .map((bom): [string, Uint8Array] => [
      `a UTF-16/32 byte-order mark ${bom.join(' ')}`,
      new Uint8Array([...bom, ...new TextEncoder().encode(GAMING)])
    ])
);

/** `text` as a share link writes it (deflate-raw, base64url), whatever it holds. */
export async function linkToText(text: string | Uint8Array): Promise<string> {
  const deflated = new Blob([text as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(deflated).arrayBuffer());
  return `#${SHARE_LINK.param}=${SHARE_LINK.scheme}.${toBase64Url(bytes)}`;
}

/** A link that opens nothing: to hostile bytes, a bomb, or a real link cut or changed. */
export const hostileLink: fc.Arbitrary<[string, () => Promise<string>]> = fc.oneof(
  hostileBytes.map(([what, bytes]): [string, () => Promise<string>] => [
    `a link to ${what}`,
    () => linkToText(bytes)
  ]),
  fc
    // Deflate packs 1,000 to 1; 24 MB of them fits in a link, but takes the loader some 30 s
    // (the deadline's case, walked by hand): a property run must stay short.
    .integer({ min: 200_000, max: 500_000 })
    .map((n): [string, () => Promise<string>] => [
      `a bomb: tables as ${n} unclosed arrays`,
      () => linkToText(gamingWithTables('['.repeat(n)))
    ]),
  fc
    .record({ cut: fc.integer({ min: 1, max: 400 }), flip: fc.nat() })
    .map(({ cut, flip }): [string, () => Promise<string>] => [
      `the gaming link cut by ${cut} and changed at ${flip}`,
      async () => {
        const link = await linkToText(GAMING);
        const at = 16 + (flip % (link.length - cut - 16));
        const short = link.slice(0, link.length - cut);
        return short.slice(0, at) + (short[at] === 'A' ? 'B' : 'A') + short.slice(at + 1);
      }
    ])
);

/**
 * Workload rates outside the documented 0…1,000,000 per second, as text a number field takes:
 * huge (to 1e308), negative, just over the ceiling, and the issue's own cases.
 */
export const hostileRate: fc.Arbitrary<string> = fc.oneof(
  fc.double({ min: 1_000_000.5, max: 1e308, noNaN: true, noDefaultInfinity: true }).map(String),
  fc.double({ min: -1e308, max: -1e-300, noNaN: true, noDefaultInfinity: true }).map(String),
  fc.integer({ min: 1_000_001, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.constantFrom('1e12', '1e13', '1e308', '-0.5', '1000000.0001')
);

const LESSON = readFileSync(
  resolve(import.meta.dirname, '../../public/lessons/gaming-keys.json'),
  'utf8'
);

/** The gaming lesson with its field `field` written as `raw` (any text, JSON or not). */
function lessonWith(field: string, raw: string): string {
  const lesson = JSON.parse(LESSON) as Record<string, unknown>;
  // A field the lesson lacks (`__proto__` among them, which assignment would not add) comes first.
  if (!Object.hasOwn(lesson, field))
    return `{${JSON.stringify(field)}:${raw},${LESSON.trim().slice(1)}`;
  lesson[field] = '@@FIELD@@';
  return JSON.stringify(lesson).replace('"@@FIELD@@"', () => raw);
}

/** The gaming lesson with its first step changed by `change`. */
function firstStep(change: (step: Record<string, unknown>) => void): string {
  const lesson = JSON.parse(LESSON) as { steps: Record<string, unknown>[] };
  change(lesson.steps[0]!);
  return JSON.stringify(lesson);
}

/**
 * A lesson's text that opens nothing: the gaming lesson with its steps as a hostile shape, cut,
 * a prototype's name as a field, a key written many times, past a cap, naming an example that
 * is not one, or of a version there is not.
 */
const hostileLessonText: fc.Arbitrary<[string, string]> = fc.oneof(
  hostileTables.map(([what, raw]): [string, string] => [
    `steps as ${what}`,
    lessonWith('steps', raw)
  ]),
  fc
    .integer({ min: 1, max: LESSON.length - 2 })
    .map((at): [string, string] => [`the gaming lesson cut at ${at}`, LESSON.slice(0, at)]),
  fc
    .constantFrom(...PROTO_NAMES)
    .map((name): [string, string] => [
      `"${name}" as a lesson field`,
      lessonWith(name, '{"polluted":true}')
    ]),
  fc
    .integer({ min: 2, max: 20_000 })
    .map((r): [string, string] => [
      `"title" written ${r} times`,
      `{"format":"keyscope.lesson","version":2,${Array(r).fill('"title":"x"').join(',')}}`
    ]),
  fc
    .constantFrom(...PROTO_NAMES, 'nope', '../gaming')
    .map((id): [string, string] => [
      `a step starting from the example "${id}"`,
      firstStep((s) => (s['start'] = { example: id }))
    ]),
  fc
    .integer({ min: 20_001, max: 200_000 })
    .map((n): [string, string] => [
      `an explanation of ${n} characters`,
      firstStep((s) => (s['explanation'] = 'x'.repeat(n)))
    ]),
  fc
    .constantFrom(3, 99, 0, -1, 1.5, 1e308)
    .map((v): [string, string] => [`version ${v}`, lessonWith('version', String(v))])
);

/** A lesson file's bytes that open nothing: a hostile lesson text, or the lesson made not UTF-8. */
export const hostileLessonBytes: fc.Arbitrary<[string, Uint8Array]> = fc.oneof(
  hostileLessonText.map(([what, text]): [string, Uint8Array] => [
    what,
    new TextEncoder().encode(text)
  ]),
  fc
    .record({
      at: fc.integer({ min: 0, max: LESSON.length - 1 }),
      bad: fc.constantFrom([0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80])
    })
    .map(({ at, bad }): [string, Uint8Array] => {
      const bytes = new TextEncoder().encode(LESSON);
      const out = new Uint8Array([...bytes.slice(0, at), ...bad, ...bytes.slice(at)]);
      return [`lesson bytes ${bad.map((b) => b.toString(16)).join(' ')} at ${at}`, out];
    })
);

/** A lesson link (`#lesson=…&step=…`) that opens nothing, or text that only starts like one. */
export const hostileLessonLink: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...PROTO_NAMES, 'gaming-keys', 'nope', '', '..%2F..%2Fetc', '%E0%A4%A'),
      fc.constantFrom('NaN', '1e9', '0', '-1', '5', '9999999', '__proto__', '%00', '1.5', ' 1')
    )
    .map(([id, step]) => `#lesson=${id}&step=${step}`),
  fc.constantFrom(...PROTO_NAMES).map((key) => `#lesson=gaming-keys&${key}=1`),
  fc.constantFrom('#lesson=gaming-keys&lesson=gaming-keys', '#lesson', '#lesson&step=1'),
  fc.integer({ min: 513, max: 200_000 }).map((n) => `#lesson=${'g'.repeat(n)}`)
);
