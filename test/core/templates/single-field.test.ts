import { describe, expect, it } from 'vitest';
import { parseTemplate, type Template } from '../../../src/core/templates/parse-template.ts';
import { singleField } from '../../../src/core/templates/single-field.ts';

function t(source: string): Template {
  const r = parseTemplate(source);
  if (!r.ok) throw new Error(r.error.message);
  return r.template;
}

describe('singleField', () => {
  it.each([
    { source: 'GAME#${gameId}', field: 'gameId' },
    { source: '${gameId}', field: 'gameId' },
    { source: '#METADATA#${username}#', field: 'username' },
    { source: 'USER#${a}#${b}', field: undefined },
    { source: '${a}${a}', field: undefined },
    { source: 'CONSTANT', field: undefined }
  ])('$source → $field', ({ source, field }) => {
    expect(singleField(t(source))).toBe(field);
  });
});
