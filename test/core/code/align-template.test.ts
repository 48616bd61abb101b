import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignTemplate, type CompositeValue } from '../../../src/core/code/align-template.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import { renderWithParameters } from '../../../src/core/templates/render-template.ts';

function parse(source: string): Template {
  const r = parseTemplate(source);
  if (!r.ok) throw r.error;
  return r.template;
}

const none = () => undefined;
const param = (name: string): CompositeValue => ({ kind: 'parameter', name });
const text = (t: string): CompositeValue => ({ kind: 'text', text: t });

describe('alignTemplate', () => {
  it.each<[string, string, object]>([
    [
      'USER#${name}',
      'USER#${username}',
      { composites: new Map([['username', param('name')]]), fields: 1, whole: true }
    ],
    ['GAME#', 'GAME#${gameId}', { composites: new Map(), fields: 0, tail: 'GAME#', next: 'GAME#' }],
    ['GA', 'GAME#${gameId}', { fields: 0, tail: 'GA', next: 'GAME#', whole: false }],
    [
      'R#${r}',
      'R#${round}#B#${bracket}',
      { composites: new Map([['round', param('r')]]), fields: 1, tail: '', next: '#B#' }
    ],
    ['R#${r}#B', 'R#${round}#B#${bracket}', { fields: 1, tail: '#B', next: '#B#', whole: false }],
    ['A', '${SongTitle}', { composites: new Map([['SongTitle', text('A')]]), whole: true }],
    [
      'a1#b2',
      '${a}#${b}',
      {
        composites: new Map([
          ['a', text('a1')],
          ['b', text('b2')]
        ]),
        fields: 2,
        whole: true
      }
    ]
  ])('reads "%s" against "%s"', (value, template, expected) => {
    expect(alignTemplate(parse(value).parts, parse(template), none)).toMatchObject(expected);
  });

  it.each<[string, string, RegExp]>([
    ['USR#${name}', 'USER#${username}', /the pattern's text differs from the entity's template/],
    [
      '${x}#',
      'USER#${username}',
      /\$\{x\} stands where the entity's template "USER#\$\{username\}" has the text "USER#"/
    ],
    ['A#${a}#extra', 'A#${a}', /goes on past the entity's template/],
    ['X${p}', '${a}', /the pattern's text and \$\{p\} both stand in the entity's "a"/],
    ['${p}#${q}', '${a}#${a}', /the entity's "a" would take two values/]
  ])('says why "%s" is not "%s"', (value, template, why) => {
    expect(alignTemplate(parse(value).parts, parse(template), none)).toMatch(why);
  });

  it('holds a field to the padding the library gives its attribute', () => {
    const pad = () => ({ length: 3, char: '0' });
    expect(alignTemplate(parse('N#${n:3}').parts, parse('N#${k:3}'), pad)).toMatchObject({
      whole: true
    });
    expect(alignTemplate(parse('N#${n}').parts, parse('N#${k:3}'), pad)).toMatch(
      /padded otherwise/
    );
    expect(alignTemplate(parse('N#7').parts, parse('N#${k:3}'), pad)).toMatch(/pads to 3/);
  });

  it('builds, from what it reads, the very key the pattern renders (property)', () => {
    const word = fc.stringMatching(/^[A-Z]{1,3}$/);
    const value = fc.stringMatching(/^[a-z0-9]{1,4}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(word, value, fc.boolean()), { minLength: 1, maxLength: 4 }),
        word,
        (pieces, end) => {
          // The entity's template: LIT${f0}LIT${f1}…END; the pattern's: each field a parameter
          // of another name, or its value written as text.
          const template = parse(pieces.map(([w], i) => `${w}#\${f${i}}#`).join('') + end);
          const params = new Map<string, string>();
          const source =
            pieces
              .map(([w, v, asText], i) => {
                params.set(`p${i}`, v);
                return `${w}#${asText ? v : `\${p${i}}`}#`;
              })
              .join('') + end;
          const a = alignTemplate(parse(source).parts, template, none);
          if (typeof a === 'string') throw new Error(a);
          expect(a.whole).toBe(true);
          const fields = new Map(
            [...a.composites].map(([f, c]) => [f, c.kind === 'text' ? c.text : params.get(c.name)!])
          );
          const rendered = renderWithParameters(template, fields);
          expect(rendered).toEqual(renderWithParameters(parse(source), params));
        }
      )
    );
  });
});
