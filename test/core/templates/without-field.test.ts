import { describe, expect, it } from 'vitest';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import { withoutField } from '../../../src/core/templates/without-field.ts';

const t = (s: string): Template => {
  const r = parseTemplate(s);
  if (!r.ok) throw r.error;
  return r.template;
};

describe('withoutField', () => {
  it.each([
    ['GAME#${gameId}#${shard}', 'shard', 'GAME#${gameId}', ['gameId']],
    ['${shard}#X', 'shard', '#X', []],
    ['${Language}#${shard:3}', 'shard', '${Language}', ['Language']],
    ['A#${x}', 'nope', 'A#${x}', ['x']]
  ])('%s without %s is %s', (source, field, want, fields) => {
    const out = withoutField(t(source), field);
    expect(out.source).toBe(want);
    expect(out.fields).toEqual(fields);
    expect(out.parts).toEqual(
      t(want).parts.map((p) => (p.kind === 'field' ? { ...p, column: expect.any(Number) } : p))
    );
  });
});
