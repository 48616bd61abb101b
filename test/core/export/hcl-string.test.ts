import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hclString } from '../../../src/core/export/hcl-string.ts';
import { literal, parseHcl } from './hcl-parse.ts';

describe('hclString', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['back\\slash', '"back\\\\slash"'],
    ['two\nlines\r\tend', '"two\\nlines\\r\\tend"'],
    ['GAME#${id}', '"GAME#$${id}"'],
    ['%{ if x }', '"%%{ if x }"'],
    ['$ and % alone, ${', '"$ and % alone, $${"'],
    ['nul\u0000bell\u0007del\u007f', '"nul\\u0000bell\\u0007del\\u007f"'],
    ['é😀', '"é😀"']
  ])('quotes %j as %s', (s, quoted) => {
    expect(hclString(s)).toBe(quoted);
  });

  it("reads back as the same string through HashiCorp's HCL parser", async () => {
    const chars = fc.constantFrom(
      'a',
      '"',
      '\\',
      '\n',
      '\r',
      '\t',
      '$',
      '%',
      '{',
      '}',
      '\u0000',
      '\u001f',
      '\u007f',
      'é',
      '😀',
      ' ',
      '#',
      '/',
      '*'
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(chars, { maxLength: 16 }).map((cs) => cs.join('')),
        async (s) => {
          const parsed = await parseHcl(`x = ${hclString(s)}\n`);
          expect(literal(parsed['x'] as string)).toBe(s);
        }
      ),
      { seed: 21, numRuns: 200 }
    );
  });
});
