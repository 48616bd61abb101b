import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, jsonChunks } from '../../src/cli/json-chunks.ts';

const joined = (v: unknown, indent = 2, size?: number): string =>
  [...jsonChunks(v, indent, size)].join('');

// DEL, C1 controls, bidi overrides and lone surrogates: the only characters jsonChunks writes
// differently from JSON.stringify (as escapes).
const EXTRA = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;

describe('jsonChunks', () => {
  it.each([
    [{ a: [1, 'x'] }, 2],
    [{ a: [1, 'x'] }, 0],
    [{ a: [1, 'x'] }, 4],
    [[], 2],
    [{}, 2],
    [{ a: {}, b: [], c: [[]] }, 2],
    ['text', 2],
    [null, 2],
    [{ a: undefined, b: 1, c: () => 1 }, 2],
    [[undefined, () => 1, Symbol('s'), NaN, Infinity, -0], 2],
    [Object.assign(Object.create(null), { __proto__: { S: 'x' }, constructor: 1 }), 2]
  ])('writes %j as JSON.stringify does (indent %i)', (value, indent) => {
    expect(joined(value, indent)).toBe(JSON.stringify(value, null, indent));
  });

  it('equals JSON.stringify on any JSON value, at any chunk size, in chunks of at most that size', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 5 }),
        fc.integer({ min: 2, max: 64 }),
        fc.constantFrom(0, 2, 4),
        (value, size, indent) => {
          const chunks = [...jsonChunks(value, indent, size)];
          for (const c of chunks) expect(c.length).toBeLessThanOrEqual(size);
          const text = chunks.join('');
          const expected = JSON.stringify(value, null, indent);
          if (EXTRA.test(expected)) expect(JSON.parse(text)).toEqual(JSON.parse(expected));
          else expect(text).toBe(expected);
        }
      ),
      { seed: 91, numRuns: 500 }
    );
  });

  it('never splits a surrogate pair between chunks, so each chunk encodes to UTF-8 alone', () => {
    const value = { emoji: '😀'.repeat(50), mixed: 'a😀'.repeat(40) };
    for (const size of [2, 3, 5, 8, 13]) {
      const chunks = [...jsonChunks(value, 2, size)];
      const bytes = Buffer.concat(chunks.map((c) => Buffer.from(c, 'utf8')));
      expect(bytes.toString('utf8')).toBe(JSON.stringify(value, null, 2));
    }
  });

  it('escapes DEL, C1 controls, bidi overrides and lone surrogates, and still parses to the same value', () => {
    const value = { 'k\u009b': 'del\x7f csi\u009b rtl\u202e lone\ud800 esc\x1b' };
    const text = joined(value);
    expect(text).not.toMatch(
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]|\ud800(?![\udc00-\udfff])/
    );
    expect(text).toContain('\\u007f');
    expect(text).toContain('\\u009b');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('writes 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const text = joined(deep, 0);
    expect(text.length).toBe(200_001);
    expect(text.startsWith('[[[[')).toBe(true);
  });

  it('cuts a long string into chunks of the default size', () => {
    const chunks = [...jsonChunks({ s: 'x'.repeat(3 * CHUNK_SIZE) })];
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(CHUNK_SIZE);
    expect(JSON.parse(chunks.join(''))).toEqual({ s: 'x'.repeat(3 * CHUNK_SIZE) });
  });

  it('refuses a chunk size that cannot hold a surrogate pair', () => {
    expect(() => [...jsonChunks([], 2, 1)]).toThrow(/at least 2/);
  });
});
