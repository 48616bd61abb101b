import { describe, expect, it } from 'vitest';
import { templateShape } from '../../../src/core/graph/template-shape.ts';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';

const t = (s: string): Template => {
  const r = parseTemplate(s);
  if (!r.ok) throw r.error;
  return r.template;
};

describe('templateShape', () => {
  it.each([
    ['GAME#${gameId}', 'GAME#${gameId}', true, true],
    ['GAME#${gameId}', 'GAME#${id}', false, true],
    ['GAME#${gameId}', 'MATCH#${gameId}', false, false],
    ['${n:6}', '${n:6:0}', true, true],
    ['${n:6}', '${n:6:_}', false, true],
    ['${n:6}', '${n}', false, true],
    ['${a}#${b}', '${a}${b}', false, false],
    // A placeholder is never confused with literal text.
    ['A${x}', 'A\u0000', false, false],
    ['X${a}', '["X",0]', false, false],
    ['a${x}', 'a\u0000F:x:::', false, false],
    ['METADATA', 'METADATA', true, true]
  ])('%s vs %s: same key %s, same skeleton %s', (a, b, key, skeleton) => {
    expect(templateShape(t(a)).key === templateShape(t(b)).key).toBe(key);
    expect(templateShape(t(a)).skeleton === templateShape(t(b)).skeleton).toBe(skeleton);
  });

  it.each([
    ['USER#${username}', 'USER#'],
    ['#METADATA#${gameId}', '#METADATA#'],
    ['${a}#${b}', ''],
    ['METADATA', 'METADATA']
  ])('the lead of %s is %j', (src, lead) => {
    expect(templateShape(t(src)).lead).toBe(lead);
  });
});
