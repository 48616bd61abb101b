import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkup } from '../../../../src/core/lessons/markup/parse-markup.ts';
import type { MarkupBlock, MarkupInline } from '../../../../src/core/lessons/markup/markup-tree.ts';

const t = (text: string): MarkupInline => ({ type: 'text', text });
const code = (text: string): MarkupInline => ({ type: 'code', text });
const em = (...children: MarkupInline[]): MarkupInline => ({ type: 'emphasis', children });
const strong = (...children: MarkupInline[]): MarkupInline => ({ type: 'strong', children });

/** Every node type that may appear, and nothing else. */
const INLINE_TYPES = new Set(['text', 'code', 'emphasis', 'strong']);

function walk(
  nodes: readonly MarkupInline[],
  depth: number,
  visit: (n: MarkupInline, d: number) => void
): void {
  for (const n of nodes) {
    visit(n, depth);
    if (n.type === 'emphasis' || n.type === 'strong') walk(n.children, depth + 1, visit);
  }
}

function inlines(blocks: readonly MarkupBlock[]): MarkupInline[][] {
  return blocks.flatMap((b) =>
    b.type === 'paragraph' ? [[...b.children]] : b.items.map((i) => [...i])
  );
}

describe('parseInline', () => {
  it.each<[string, MarkupInline[]]>([
    ['plain text', [t('plain text')]],
    ['a *word* here', [t('a '), em(t('word')), t(' here')]],
    ['a **word** here', [t('a '), strong(t('word')), t(' here')]],
    ['`GAME#${gameId}`', [code('GAME#${gameId}')]],
    ['**bold *and* em**', [strong(t('bold '), em(t('and')), t(' em'))]],
    ['*em **and** bold*', [em(t('em '), strong(t('and')), t(' bold'))]],
    ['***both***', [strong(em(t('both')))]],
    ['`*not em*` in code', [code('*not em*'), t(' in code')]],
    ['2 * 3 * 4', [t('2 * 3 * 4')]],
    ['an *unclosed emphasis', [t('an *unclosed emphasis')]],
    ['an **unclosed strong', [t('an **unclosed strong')]],
    ['a `lone backtick', [t('a `lone backtick')]],
    ['empty `` code', [t('empty `` code')]],
    ['a****b', [t('a****b')]],
    ['\\*literal\\* and \\`tick\\` and \\\\', [t('*literal* and `tick` and \\')]],
    ['C:\\path stays', [t('C:\\path stays')]],
    ['**strong *em** left', [strong(t('strong *em')), t(' left')]],
    ['<b>not bold</b>', [t('<b>not bold</b>')]],
    ['[a link](javascript:alert(1))', [t('[a link](javascript:alert(1))')]]
  ])('%j', (input, expected) => {
    expect(parseInline(input)).toEqual(expected);
  });
});

describe('parseMarkup', () => {
  it.each<[string, MarkupBlock[]]>([
    ['', []],
    ['  \n\n ', []],
    [
      'One line\nand its continuation.\n\nA second paragraph.',
      [
        { type: 'paragraph', children: [t('One line and its continuation.')] },
        { type: 'paragraph', children: [t('A second paragraph.')] }
      ]
    ],
    [
      'Entities:\n- `User`\n- `Game`\n  which has players\n* `UserGameMapping`',
      [
        { type: 'paragraph', children: [t('Entities:')] },
        {
          type: 'list',
          ordered: false,
          start: 1,
          items: [
            [code('User')],
            [code('Game'), t(' which has players')],
            [code('UserGameMapping')]
          ]
        }
      ]
    ],
    [
      '3. third\n4) fourth\n- a bullet',
      [
        { type: 'list', ordered: true, start: 3, items: [[t('third')], [t('fourth')]] },
        { type: 'list', ordered: false, start: 1, items: [[t('a bullet')]] }
      ]
    ],
    [
      '*not a list*, emphasis',
      [{ type: 'paragraph', children: [em(t('not a list')), t(', emphasis')] }]
    ],
    ['\\- not a list', [{ type: 'paragraph', children: [t('- not a list')] }]],
    ['1\\. not a list', [{ type: 'paragraph', children: [t('1. not a list')] }]],
    [
      'Windows\r\nlines\r\rtoo',
      [
        { type: 'paragraph', children: [t('Windows lines')] },
        { type: 'paragraph', children: [t('too')] }
      ]
    ]
  ])('%j', (input, expected) => {
    expect(parseMarkup(input)).toEqual(expected);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<img src="x" onerror="alert(document.cookie)">**bold**',
    '<iframe srcdoc="<script>parent.x()</script>"></iframe>',
    '<a href="javascript:alert(1)">click</a>',
    '&lt;script&gt; stays as typed'
  ])('keeps hostile HTML as text, exactly as typed: %s', (input) => {
    const blocks = parseMarkup(input);
    const texts: string[] = [];
    for (const run of inlines(blocks))
      walk(run, 0, (n) => {
        expect(INLINE_TYPES.has(n.type)).toBe(true);
        if (n.type === 'text' || n.type === 'code') texts.push(n.text);
      });
    expect(texts.join('')).toBe(input.replace(/\*\*(.*?)\*\*/, '$1'));
  });

  it('does not change its input', () => {
    const input = 'a **b** `c`';
    const copy = input.slice();
    parseMarkup(input);
    expect(input).toBe(copy);
  });

  it('is total, nests at most two deep and only makes the four inline node types', () => {
    const alphabet = fc.constantFrom(
      '*',
      '**',
      '`',
      '\\',
      '-',
      ' ',
      '\n',
      '1.',
      'a',
      'b',
      '<',
      '>',
      '\r',
      '\t'
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 200 }), (parts) => {
        const blocks = parseMarkup(parts.join(''));
        for (const run of inlines(blocks))
          walk(run, 1, (n, depth) => {
            expect(INLINE_TYPES.has(n.type)).toBe(true);
            expect(depth).toBeLessThanOrEqual(3);
            if (n.type !== 'text' && n.type !== 'code')
              expect(n.children.length).toBeGreaterThan(0);
          });
      }),
      { seed: 14, numRuns: 500 }
    );
  });

  it('keeps every character of text without markup characters, spacing aside', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (s) => {
        const plain = s.replace(/[*`\\]/g, '');
        const blocks = parseMarkup(plain);
        const texts: string[] = [];
        for (const run of inlines(blocks))
          walk(run, 0, (n) => {
            if (n.type === 'text' || n.type === 'code') texts.push(n.text);
          });
        const squash = (x: string) =>
          x.replace(/^ {0,3}(?:[-*]|\d{1,9}[.)])[ \t]+(?=\S)/gm, '').replace(/\s+/g, '');
        expect(texts.join('').replace(/\s+/g, '')).toBe(squash(plain));
      }),
      { seed: 14, numRuns: 300 }
    );
  });

  it('reads a large hostile text (200k unclosed delimiters) in one pass', () => {
    const input = '`' + '*a **b '.repeat(40_000);
    const blocks = parseMarkup(input);
    expect(blocks).toHaveLength(1);
    const para = blocks[0]!;
    expect(para.type === 'paragraph' && para.children.every((n) => n.type === 'text')).toBe(true);
  });
});
