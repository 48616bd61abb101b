import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AttributeMap, AttributeValue } from '../../../src/core/model/attribute-value.ts';
import { emptyMap } from '../../../src/core/model/attribute-value.ts';
import type { DocumentPath } from '../../../src/core/query/parse-projection-expression.ts';
import { projectItem, resolvePath } from '../../../src/core/query/project-item.ts';

const map = (o: Record<string, AttributeValue>): AttributeMap => {
  const m = emptyMap();
  for (const [k, v] of Object.entries(o)) m[k] = v;
  return m;
};
const item = map({
  a: { S: 'x' },
  n: { N: '1' },
  l: { L: [{ S: 'l0' }, { M: map({ k: { S: 'v' }, j: { N: '2' } }) }, { S: 'l2' }] },
  m: { M: map({ name: { S: 'nm' }, tags: { SS: ['t'] }, deep: { M: map({ z: { BOOL: true } }) } }) }
});

describe('projectItem', () => {
  it.each<[string, DocumentPath[], Record<string, AttributeValue>]>([
    ['top-level attributes', [['a'], ['n']], { a: { S: 'x' }, n: { N: '1' } }],
    ['a missing attribute is left out', [['nope'], ['a']], { a: { S: 'x' } }],
    [
      'a nested map path',
      [['m', 'deep', 'z']],
      { m: { M: map({ deep: { M: map({ z: { BOOL: true } }) } }) } }
    ],
    [
      'two paths into one map',
      [
        ['m', 'name'],
        ['m', 'tags']
      ],
      { m: { M: map({ name: { S: 'nm' }, tags: { SS: ['t'] } }) } }
    ],
    [
      'list elements in index order, gaps closed',
      [
        ['l', 2],
        ['l', 0]
      ],
      { l: { L: [{ S: 'l0' }, { S: 'l2' }] } }
    ],
    ['an index past the end is left out', [['l', 9]], {}],
    [
      'a path into a list element map',
      [['l', 1, 'k']],
      { l: { L: [{ M: map({ k: { S: 'v' } }) }] } }
    ],
    [
      'a name inside a non-map leads nowhere',
      [
        ['a', 'b'],
        ['n', 0]
      ],
      {}
    ],
    ['an index into a map leads nowhere', [['m', 0]], {}]
  ])('%s', (_, paths, want) => {
    expect(projectItem(item, paths)).toEqual(map(want));
  });

  it('keeps __proto__ as an ordinary attribute and returns a null-prototype map', () => {
    const withProto = emptyMap();
    withProto['__proto__'] = { S: 'p' };
    const out = projectItem(withProto, [['__proto__']]);
    expect(Object.getPrototypeOf(out)).toBeNull();
    expect(Object.keys(out)).toEqual(['__proto__']);
  });

  it('does not change the item', () => {
    const before = JSON.stringify(item);
    projectItem(item, [
      ['l', 1, 'k'],
      ['m', 'name']
    ]);
    expect(JSON.stringify(item)).toBe(before);
  });

  it('with top-level paths only, keeps exactly the named attributes the item has (property)', () => {
    const names = fc.constantFrom('a', 'b', 'c', 'd', '__proto__');
    fc.assert(
      fc.property(fc.uniqueArray(names), fc.uniqueArray(names), (has, asked) => {
        const it = emptyMap();
        for (const n of has) it[n] = { S: n };
        const out = projectItem(
          it,
          asked.map((n) => [n])
        );
        const want = asked.filter((n) => has.includes(n)).sort();
        expect(Object.keys(out).sort()).toEqual(want);
        for (const n of want) expect(out[n]).toEqual(it[n]);
      }),
      { seed: 7, numRuns: 300 }
    );
  });

  it('every projected path resolves in the result to what it resolves to in the item when no list index is used (property)', () => {
    const seg = fc.constantFrom('m', 'name', 'deep', 'z', 'tags', 'a');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.array(seg, { minLength: 1, maxLength: 3 }), {
          maxLength: 3,
          selector: (p) => p[0]
        }),
        (paths) => {
          const out = projectItem(item, paths);
          for (const p of paths) expect(resolvePath(out, p)).toEqual(resolvePath(item, p));
        }
      ),
      { seed: 11, numRuns: 300 }
    );
  });
});
