import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_SAMPLE, fontWarmup } from '../../../src/ui/kit/font-warmup.ts';

const GENERICS = ['16px sans-serif', '16px serif', '16px monospace'];

describe('fontWarmup', () => {
  it.each([
    ['no stack: the generic families alone', [], GENERICS],
    ['an empty stack is skipped', ['  '], GENERICS],
    [
      'a stack at each weight, and italic',
      ['system-ui, sans-serif'],
      [
        'normal 400 16px system-ui, sans-serif',
        'normal 600 16px system-ui, sans-serif',
        'normal 700 16px system-ui, sans-serif',
        'italic 400 16px system-ui, sans-serif',
        ...GENERICS
      ]
    ],
    [
      'a stack given twice, once',
      [' "DejaVu Sans Mono", monospace', '"DejaVu Sans Mono", monospace '],
      [
        'normal 400 16px "DejaVu Sans Mono", monospace',
        'normal 600 16px "DejaVu Sans Mono", monospace',
        'normal 700 16px "DejaVu Sans Mono", monospace',
        'italic 400 16px "DejaVu Sans Mono", monospace',
        ...GENERICS
      ]
    ]
  ])('%s', (_name, stacks, expected) => {
    expect(fontWarmup(stacks)).toEqual(expected);
  });
});

/** Every character beyond ASCII in the sources of the page's text (src/ui, and core's messages). */
function sourceSymbols(): Set<string> {
  const symbols = new Set<string>();
  for (const dir of ['src/ui', 'src/core'])
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|svelte)$/.test(file)) continue;
      for (const c of readFileSync(join(dir, file), 'utf8'))
        if (c.codePointAt(0)! > 127) symbols.add(c);
    }
  return symbols;
}

describe('FONT_SAMPLE', () => {
  it('holds every character beyond ASCII that the sources could show', () => {
    const missing = [...sourceSymbols()].filter((c) => !FONT_SAMPLE.includes(c));
    expect(missing).toEqual([]);
  });
});
