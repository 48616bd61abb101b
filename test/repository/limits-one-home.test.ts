import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * DynamoDB's limits have one home, src/core/limits/dynamodb-limits.ts: everything else imports
 * `DYNAMODB_LIMITS`. This fails when a known limit is written out again in src/ code (comments
 * are not read). Each rule is narrow enough to have no false positive today:
 *
 * - 1 MB (the page size) is caught only as 1048576 / 1_048_576: `1024 * 1024` is also how
 *   every byte-to-megabyte conversion is written (formatBytes, import caps), so it can't be told
 *   apart from the limit.
 * - 3000 and 1000 are caught only on a line that speaks of read or write units (1000 is a
 *   millisecond count or a slice size far more often than a partition's write units).
 * - 20 GSIs and 5 LSIs are caught where an index count is compared with a number past 1
 *   (`length > 0` asks whether there is one, not a quota).
 */
const LIMIT_LITERALS: readonly { name: string; pattern: RegExp; context?: RegExp }[] = [
  { name: 'the 400 KB item size', pattern: /\b400\s*\*\s*1024\b|\b409_?600\b/ },
  { name: 'the 1 MB page', pattern: /\b1_?048_?576\b/ },
  {
    name: 'the 10 GB partition or item collection',
    pattern: /\b10\s*\*\s*1024\s*(\*\*\s*3|\*\s*1024\s*\*\s*1024)\b|\b10_?737_?418_?240\b/
  },
  { name: 'the 2048-byte partition key', pattern: /\b2_?048\b/ },
  { name: 'the 4 KB read unit or expression', pattern: /\b4_?096\b/ },
  { name: "a table name's 3 to 255 characters", pattern: /\{3,\s*255\}/ },
  { name: "an attribute name's 64 KB", pattern: /\b65_?535\b/ },
  {
    name: "a partition's 3,000 read units",
    pattern: /\b3_?000\b/,
    context: /read ?units?|readUnits|\brcu\b/i
  },
  {
    name: "a partition's 1,000 write units",
    pattern: /\b1_?000\b/,
    context: /write ?units?|writeUnits|\bwcu\b/i
  },
  {
    name: 'an index quota',
    pattern: /SecondaryIndexes\.length\s*(?:[<>]=?|[!=]==)\s*(?:[2-9]|[1-9]\d+)\b/
  }
];

/** The code of a file: block comments and line comments blanked, line numbers kept. */
function codeOf(text: string): string[] {
  const blanked = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  return blanked.split('\n').map((line) => line.replace(/(^|\s)\/\/.*$/, '$1'));
}

function limitLiterals(text: string): string[] {
  const found: string[] = [];
  codeOf(text).forEach((line, i) => {
    for (const { name, pattern, context } of LIMIT_LITERALS)
      if (pattern.test(line) && (!context || context.test(line))) found.push(`${i + 1}: ${name}`);
  });
  return found;
}

const HOME = 'src/core/limits/dynamodb-limits.ts';
const sources = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src'],
  {
    encoding: 'utf8'
  }
)
  .split('\n')
  .filter((path) => /\.(ts|svelte)$/.test(path) && path !== HOME);

describe("DynamoDB's limits have one home", () => {
  it.each([
    ['const MAX = 400 * 1024;', 'the 400 KB item size'],
    ['if (size > 409600) return;', 'the 400 KB item size'],
    ['const PAGE = 1_048_576;', 'the 1 MB page'],
    ['const LSI = 10 * 1024 ** 3;', 'the 10 GB partition or item collection'],
    ['if (bytes > 2048) return;', 'the 2048-byte partition key'],
    ['Math.ceil(bytes / 4096)', 'the 4 KB read unit or expression'],
    ['const NAME = /^[a-z]{3,255}$/;', "a table name's 3 to 255 characters"],
    ['const readUnits = 3000;', "a partition's 3,000 read units"],
    ['const ceiling = { writeUnits: 1_000 };', "a partition's 1,000 write units"],
    ['if (t.globalSecondaryIndexes.length >= 20) return;', 'an index quota']
  ])('the check catches %s', (code, name) => {
    expect(limitLiterals(code).map((f) => f.replace(/^\d+: /, ''))).toContain(name);
  });

  it.each([
    '// a partition serves 3000 read units',
    '/** 400 * 1024 bytes */',
    'const MB = 1024 * 1024;',
    'const DELAY_MS = 1000;',
    'const OPEN_ALL_MAX = 3000;',
    'if (t.localSecondaryIndexes.length > 0) notes.push(x);'
  ])('the check passes %s', (code) => {
    expect(limitLiterals(code)).toEqual([]);
  });

  it('no file in src writes a DynamoDB limit out again: each imports DYNAMODB_LIMITS', () => {
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap((path) =>
      limitLiterals(readFileSync(path, 'utf8')).map((hit) => `${path}:${hit}`)
    );
    expect(found).toEqual([]);
  });
});
