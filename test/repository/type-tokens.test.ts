// Type sizes in src/ui come from the design tokens in src/ui/app.css (--text-xs…--text-xl, and the
// relative --text-em-* for text set inside other text), so one change of the scale changes every
// component and large type scales them all. A literal font-size is refused unless listed below
// with the reason it must stay.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `file: value` → why the literal stays. */
const ALLOWED: ReadonlyMap<string, string> = new Map([
  // The graph's labels are drawn in the SVG's own units and zoom with the picture; the layout
  // leaves room for labels of exactly these sizes, and large type must not outgrow it.
  ['src/ui/graph/GraphEdges.svelte: 10px', 'edge labels in the zoomed SVG'],
  [
    'src/ui/graph/GraphDrawing.svelte: 12px',
    'node labels in the zoomed SVG (the canvas draws 12px)'
  ],
  ['src/ui/graph/GraphDrawing.svelte: 11px', 'the "!" badge, drawn in a circle of radius 8'],
  ['src/ui/graph/NodeHeatBadge.svelte: 11px', "a node's heat number, drawn in the zoomed SVG"],
  // The root of large type: every rem token follows it.
  ['src/ui/app.css: 150%', 'html.large-type sets the root size the tokens scale with']
]);

const FONT_SIZE = /^\s*font-size:\s*([^;]+);/;
const TOKEN = /^var\(--text-[a-z-]+\)$/;

function uiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return uiFiles(path);
    return path.endsWith('.svelte') || path.endsWith('.css') ? [path] : [];
  });
}

/** Every font-size in a file's text that is not a type token: `file: value`. */
function literalFontSizes(file: string, text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const value = FONT_SIZE.exec(line)?.[1]?.trim();
    return value === undefined || TOKEN.test(value) || value === 'inherit'
      ? []
      : [`${file}: ${value}`];
  });
}

const files = uiFiles('src/ui');
const sizes = files.flatMap((file) => literalFontSizes(file, readFileSync(file, 'utf8')));

describe('type sizes in src/ui are design tokens', () => {
  it('looks at the components and the global styles', () => {
    expect(files).toContain('src/ui/app.css');
    expect(files).toContain('src/ui/kit/Tabs.svelte');
  });

  it.each([
    ['font-size: 0.85em;', ['x.svelte: 0.85em']],
    ['    font-size: 13px;', ['x.svelte: 13px']],
    ['  font-size: var(--text-sm);', []],
    ['  font-size: var(--text-em-md);', []],
    ['  font-size: inherit;', []]
  ])('reads "%s" as %j', (line, found) => {
    expect(literalFontSizes('x.svelte', line)).toEqual(found);
  });

  it('no component or global style sets a literal font-size but those allowed', () => {
    expect(sizes.filter((s) => !ALLOWED.has(s))).toEqual([]);
  });

  it('every literal allowed is still there (the list does not outlive its reason)', () => {
    expect([...ALLOWED.keys()].filter((s) => !sizes.includes(s))).toEqual([]);
  });

  it('every type token a component uses is defined in app.css', () => {
    const defined = new Set(
      [...readFileSync('src/ui/app.css', 'utf8').matchAll(/^\s*(--text-[a-z-]+):/gm)].map(
        (m) => m[1]
      )
    );
    const used = new Set(
      files.flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/var\((--text-[a-z-]+)\)/g)].map((m) => m[1])
      )
    );
    expect([...used].filter((t) => !defined.has(t))).toEqual([]);
  });
});
