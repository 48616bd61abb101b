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
    // The path names the first and last 16 levels and counts the rest.
    expect(r.duplicates[0]!.path).toBe(
      '$' + '.a'.repeat(16) + '…(99,968 levels)…' + '.a'.repeat(16) + '.z'
    );
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

describe('findDuplicateKeys on adversarial shapes', () => {
  // Depth × repetition × width: nested arrays or objects around an object that repeats one key
  // and holds many distinct ones (issue: 20,000 levels around repeated "a"s froze the page).
  const shape = fc.record({
    depth: fc.integer({ min: 0, max: 30_000 }),
    objects: fc.boolean(),
    repeat: fc.integer({ min: 0, max: 3_000 }),
    width: fc.integer({ min: 0, max: 3_000 }),
    escaped: fc.boolean()
  });
  function text(s: {
    depth: number;
    objects: boolean;
    repeat: number;
    width: number;
    escaped: boolean;
  }): string {
    const key = s.escaped ? '"\\u0061"' : '"a"';
    const inner = [
      ...Array.from({ length: s.repeat }, () => `${key}:0`),
      ...Array.from({ length: s.width }, (_, i) => `"k${i}":0`)
    ];
    const open = s.objects ? '{"x":' : '[';
    const close = s.objects ? '}' : ']';
    return `${open.repeat(s.depth)}{${inner.join(',')}}${close.repeat(s.depth)}`;
  }

  it('does work linear in the input, whatever the depth, repetition or width', () => {
    fc.assert(
      fc.property(shape, (s) => {
        const t = text(s);
        const r = findDuplicateKeys(t);
        expect(r.total).toBe(Math.max(0, s.repeat - 1));
        // Characters looked at and keys compared: a constant per character, plus the reported
        // paths (at most 100, each at most 33 levels).
        expect(r.operations).toBeLessThanOrEqual(40 * t.length + 100 * 40);
      }),
      { numRuns: 60 }
    );
  });

  it('pinned: the counterexample that named every repeat by its whole path (243 levels, 1,770 repeats)', () => {
    const t = text({ depth: 243, objects: false, repeat: 1_770, width: 0, escaped: false });
    expect(findDuplicateKeys(t).operations).toBeLessThanOrEqual(40 * t.length + 100 * 40);
  });

  it('names a repeat 20,000 levels down by its ends, with the levels it leaves out', () => {
    const t = text({ depth: 20_000, objects: false, repeat: 5_000, width: 0, escaped: false });
    const r = findDuplicateKeys(t);
    expect(r.total).toBe(4_999);
    expect(r.duplicates).toHaveLength(100);
    expect(r.duplicates[0]!.path).toBe(
      '$' + '[0]'.repeat(16) + '…(19,968 levels)…' + '[0]'.repeat(16) + '.a'
    );
  });
});
