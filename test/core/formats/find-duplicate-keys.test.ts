import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicateKeys } from '../../../src/core/formats/find-duplicate-keys.ts';
import { joinPath } from '../../../src/core/model/finding.ts';

describe('findDuplicateKeys', () => {
  it.each([
    ['{"a": 1, "b": 2}', []],
    ['{"a": 1, "a": 2}', [['$.a', 'a', 1, 10]]],
    [
      '{"a": {"x": 1, "x": 2}, "a": 3}',
      [
        ['$.a.x', 'x', 1, 16],
        ['$.a', 'a', 1, 25]
      ]
    ],
    ['[{"k": 1}, {"k": 2}, {"k": 3, "k": 4}]', [['$[2].k', 'k', 1, 31]]],
    ['{"a": "\\"a\\": 1, \\"a\\"", "b": ["a", "a"]}', []],
    ['{"\\u0061": 1, "a": 2}', [['$.a', 'a', 1, 15]]],
    ['{"a\\\\": 1, "a\\\\": 2}', [['$["a\\\\"]', 'a\\', 1, 12]]],
    ['{\n  "PK": {"S": "a"},\n  "PK": {"S": "b"}\n}', [['$.PK', 'PK', 3, 3]]],
    ['{"__proto__": 1, "__proto__": 2}', [['$.__proto__', '__proto__', 1, 18]]],
    ['{"": 1, "": 2}', [['$[""]', '', 1, 9]]],
    ['"just a string"', []],
    ['{"a": [[[{"b": 1, "b": 2}]]]}', [['$.a[0][0][0].b', 'b', 1, 19]]]
  ])('%s', (text, expected) => {
    JSON.parse(text); // the scan's precondition
    const r = findDuplicateKeys(text);
    expect(r.duplicates.map((d) => [d.path, d.key, d.line, d.column])).toEqual(expected);
    expect(r.total).toBe(expected.length);
    for (const d of r.duplicates) expect(text[d.offset]).toBe('"');
  });

  it('lists up to the limit and counts the rest', () => {
    const text = `[${Array.from({ length: 250 }, () => '{"a": 1, "a": 2}').join(',')}]`;
    const r = findDuplicateKeys(text, 100);
    expect(r.total).toBe(250);
    expect(r.duplicates).toHaveLength(100);
    expect(r.duplicates[99]!.path).toBe('$[99].a');
  });

  it('finds repeats in an object of 100,000 keys, and in 100,000 levels of nesting, without overflowing', () => {
    const wide = `{${Array.from({ length: 100_000 }, (_, i) => `"k${i % 60_000}": ${i}`).join(',')}}`;
    expect(findDuplicateKeys(wide, 5).total).toBe(40_000);
    const deep = '{"a":'.repeat(100_000) + '{"z": 1, "z": 2}' + '}'.repeat(100_000);
    const r = findDuplicateKeys(deep);
    expect(r.total).toBe(1);
    expect(r.duplicates[0]!.path).toBe('$' + '.a'.repeat(100_000) + '.z');
  });

  // A random JSON document built as a tree, so the oracle knows every key's offset and path.
  type Tree =
    | { kind: 'object'; entries: [string, Tree][] }
    | { kind: 'array'; items: Tree[] }
    | { kind: 'literal'; text: string };
  const KEYS = ['"a"', '"\\u0061"', '"b"', '"a\\"b"', '"\\\\"', '"\\\\\\""', '"}"', '"[,]"', '""'];
  const LITERALS = [
    '1',
    '-2.5e3',
    'true',
    'null',
    '"a"',
    '"\\"a\\": {"',
    '"\\\\"',
    '"[\\"x\\","',
    '"日本"'
  ];
  const tree = fc.letrec<{ tree: Tree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...LITERALS).map((text) => ({ kind: 'literal' as const, text })),
      fc
        .array(fc.tuple(fc.constantFrom(...KEYS), tie('tree')), { maxLength: 5 })
        .map((entries) => ({ kind: 'object' as const, entries })),
      fc.array(tie('tree'), { maxLength: 4 }).map((items) => ({ kind: 'array' as const, items }))
    )
  })).tree;
  const space = fc.constantFrom('', ' ', '\n', '\t ', '\r\n  ');

  /** Serialize with the given spaces; collect the duplicates the scan should report. */
  function render(
    t: Tree,
    ws: () => string
  ): { text: string; dups: { offset: number; path: string }[] } {
    let text = '';
    const dups: { offset: number; path: string }[] = [];
    const go = (node: Tree, path: string): void => {
      text += ws();
      if (node.kind === 'literal') text += node.text;
      else if (node.kind === 'array') {
        text += '[';
        node.items.forEach((item, i) => {
          if (i) text += ',';
          go(item, joinPath(path, i));
        });
        text += ws() + ']';
      } else {
        text += '{';
        const seen = new Set<string>();
        node.entries.forEach(([key, value], i) => {
          if (i) text += ',';
          text += ws();
          const name = JSON.parse(key) as string;
          if (seen.has(name)) dups.push({ offset: text.length, path: joinPath(path, name) });
          seen.add(name);
          text += key + ws() + ':';
          go(value, joinPath(path, name));
        });
        text += ws() + '}';
      }
      text += ws();
    };
    go(t, '$');
    return { text, dups };
  }

  it('reports exactly the repeated keys an oracle finds, with their offsets and paths, in order', () => {
    fc.assert(
      fc.property(tree, fc.array(space, { minLength: 1, maxLength: 8 }), (t, spaces) => {
        let k = 0;
        const { text, dups } = render(t, () => spaces[k++ % spaces.length]!);
        JSON.parse(text);
        const r = findDuplicateKeys(text, Infinity);
        expect(r.duplicates.map((d) => ({ offset: d.offset, path: d.path }))).toEqual(dups);
        expect(r.total).toBe(dups.length);
        for (const d of r.duplicates) {
          const before = text.slice(0, d.offset);
          expect(d.line).toBe(before.split('\n').length);
          expect(d.column).toBe(d.offset - before.lastIndexOf('\n'));
        }
      }),
      { seed: 17, numRuns: 1500 }
    );
  });
});
