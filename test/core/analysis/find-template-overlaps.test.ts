import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import {
  findTemplateOverlaps,
  templatesCanOverlap
} from '../../../src/core/analysis/find-template-overlaps.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import { item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';

function tpl(source: string): Template {
  const r = parseTemplate(source);
  if (!r.ok) throw r.error;
  return r.template;
}

describe('templatesCanOverlap', () => {
  it.each([
    ['USER#${id}', 'USER#${id}', true],
    ['USER#${id}', 'USER#${name}', true],
    ['${a}#${b}', '${c}', true],
    ['USER#${id}', 'GAME#${id}', false],
    ['USER#${id}', 'USER#${id}#X', true],
    ['${id}#A', '${id}#B', false],
    ['A#${x}#B', 'A#${y}', true],
    ['METADATA', 'METADATA', true],
    ['METADATA', 'PROFILE', false],
    ['METADATA', '${x}', true],
    ['META#1', 'META#${n}', true],
    ['GAME#1', 'USER#${n}', false],
    ['${x}', '#METADATA#${x}', true],
    // A placeholder may render as "" (empty strings are valid non-key values).
    ['USER#', 'USER#${id}', true],
    ['UX', 'U${a}X', true],
    ['U', 'U${a}X', false]
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(templatesCanOverlap(tpl(a), tpl(b))).toBe(expected);
    expect(templatesCanOverlap(tpl(b), tpl(a))).toBe(expected);
  });
});

describe('findTemplateOverlaps', () => {
  it('warns when two entities of one table use the same key templates, at the later entity’s keys', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('A', { PK: 'USER#${id}', SK: 'X' }, []),
        makeEntity('B', { PK: 'USER#${id}', SK: 'X' }, [])
      ]
    );
    expect(findTemplateOverlaps(d)).toEqual([
      {
        severity: 'warning',
        code: 'template.overlap',
        message:
          'entities "A" (PK "USER#${id}", SK "X") and "B" (PK "USER#${id}", SK "X") can produce the same primary key in table "tbl", and the later write would overwrite the earlier; give each entity a distinct literal prefix such as "A#"',
        path: '$.entities[1].keys'
      }
    ]);
  });

  it('warns for ${a}#${b} against ${c} (the catch-all template)', () => {
    const d = makeDesign(
      [makeTable({ sk: null })],
      [makeEntity('A', { PK: '${a}#${b}' }, []), makeEntity('B', { PK: '${c}' }, [])]
    );
    expect(findTemplateOverlaps(d).map((f) => f.code)).toEqual(['template.overlap']);
  });

  it('does not warn for distinct literal prefixes', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('U', { PK: 'USER#${id}', SK: 'X' }, []),
        makeEntity('G', { PK: 'GAME#${id}', SK: 'X' }, [])
      ]
    );
    expect(findTemplateOverlaps(d)).toEqual([]);
  });

  it('needs every key to overlap: same partition template but distinct sort literals is fine', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('U', { PK: 'USER#${id}', SK: 'PROFILE' }, []),
        makeEntity('S', { PK: 'USER#${id}', SK: 'SETTINGS' }, [])
      ]
    );
    expect(findTemplateOverlaps(d)).toEqual([]);
  });

  it('compares a literal against a template', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('A', { PK: 'P', SK: 'META#1' }, []),
        makeEntity('B', { PK: 'P', SK: 'META#${n}' }, []),
        makeEntity('C', { PK: 'P', SK: 'OTHER' }, [])
      ]
    );
    expect(findTemplateOverlaps(d).map((f) => f.message.slice(0, 22))).toEqual([
      'entities "A" (PK "P", '
    ]);
  });

  it('only compares entities of the same table', () => {
    const d = makeDesign(
      [makeTable({ name: 't1' }), makeTable({ name: 't2' })],
      [
        makeEntity('A', { PK: 'X#${id}', SK: 'S' }, [], 't1'),
        makeEntity('B', { PK: 'X#${id}', SK: 'S' }, [], 't2')
      ]
    );
    expect(findTemplateOverlaps(d)).toEqual([]);
  });

  it('skips entities without a template for every table key, and broken templates', () => {
    const d = makeDesign(
      [makeTable()],
      [
        makeEntity('A', { PK: 'X#${id}' }, []),
        makeEntity('B', { PK: 'X#${id}', SK: 'S' }, []),
        makeEntity('C', { PK: 'X#${id', SK: 'S' }, [])
      ]
    );
    expect(findTemplateOverlaps(d)).toEqual([]);
  });

  it('regression (fast-check seed -376138460): literal "U#" against "U#${a}" with a = "" collides, so it must warn', () => {
    const d = makeDesign(
      [makeTable({ sk: null })],
      [
        makeEntity('A', { PK: 'U#' }, [item({ a: '', b: '' })]),
        makeEntity('B', { PK: 'U#${a}' }, [item({ a: '', b: '' })])
      ]
    );
    const a = analyzeDesign(d);
    expect(a.collisions).toHaveLength(1);
    expect(a.findings.filter((f) => f.code === 'template.overlap')).toHaveLength(1);
  });

  /**
   * Soundness: whenever the data of two entities really collides, the static
   * check must have warned about that pair. Attribute values include the empty
   * string, which DynamoDB allows in non-key attributes.
   */
  it('warns about every pair of entities whose items actually collide (property)', () => {
    const templates = fc.constantFrom(
      'U#${a}',
      'U#',
      'U#${a}#${b}',
      '${a}',
      'G#${a}',
      '${a}#',
      'U#X',
      'U${a}X',
      'UX'
    );
    const value = fc.constantFrom('', 'X', '#', 'a', 'X#', '#X');
    const entity = fc.record({
      t: templates,
      items: fc.array(fc.record({ a: value, b: value }), { minLength: 1, maxLength: 4 })
    });
    fc.assert(
      fc.property(entity, entity, (e1, e2) => {
        const d = makeDesign(
          [makeTable({ sk: null })],
          [
            makeEntity(
              'A',
              { PK: e1.t },
              e1.items.map((i) => item(i))
            ),
            makeEntity(
              'B',
              { PK: e2.t },
              e2.items.map((i) => item(i))
            )
          ]
        );
        const a = analyzeDesign(d);
        const crossEntity = a.collisions.some(
          (c) => new Set(c.items.map((i) => i.entity)).size > 1
        );
        if (crossEntity) expect(a.findings.some((f) => f.code === 'template.overlap')).toBe(true);
      }),
      { numRuns: 500 }
    );
  });
});
