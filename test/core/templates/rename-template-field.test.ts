import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renameTemplateField } from '../../../src/core/templates/rename-template-field.ts';
import { parseTemplate } from '../../../src/core/templates/parse-template.ts';

describe('renameTemplateField', () => {
  it.each([
    ['USER#${username}', 'username', 'user', 'USER#${user}'],
    ['${a}#${a:4}#${b}', 'a', 'x', '${x}#${x:4}#${b}'],
    ['${ a :3:_}', 'a', 'bb', '${ bb :3:_}'],
    ['METADATA', 'a', 'b', 'METADATA'],
    ['${ab}', 'a', 'b', '${ab}'],
    ['$a}${a', 'a', 'b', '$a}${a'],
    ['${a}', 'a', 'a', '${a}']
  ])('%s: %s → %s', (source, from, to, expected) => {
    expect(renameTemplateField(source, from, to)).toBe(expected);
  });

  it('renames exactly the fields parseTemplate reports', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('a', 'b', 'a:3', 'b:2:_'), fc.string()), {
          maxLength: 4
        }),
        (parts) => {
          const source = parts.map((p) => (/^[ab](:|$)/.test(p) ? `\${${p}}` : p)).join('#');
          const before = parseTemplate(source);
          const after = parseTemplate(renameTemplateField(source, 'a', 'z'));
          if (!before.ok) return;
          expect(after.ok && after.template.fields).toEqual(
            before.template.fields.map((f) => (f === 'a' ? 'z' : f))
          );
        }
      ),
      { seed: 42, numRuns: 300 }
    );
  });
});
