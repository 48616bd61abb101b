/**
 * The custom properties in `app.css` that hold the app's font stacks: the warm-up reads them
 * there, so the stacks have one home.
 */
export const FONT_STACK_PROPERTIES = ['--font-ui', '--font-mono'] as const;

/**
 * Every character outside ASCII the sources write (and Spanish's accented letters, the language
 * of one of the seed documents), with letters, digits and the JSON and key punctuation: a glyph
 * that one font lacks is looked up in the next font of its stack, then in the system's fallback
 * fonts, and those lookups are what the warm-up is for.
 */
export const FONT_SAMPLE =
  'Keyscope GAME#0ab USER#0123456789 {"PK":[1,2]} ${x}=<>?!@%&*()_+|~`^\' ' +
  '…—·→“”–×≈’≥−←§✓⌘↑✗❚≤»«↓⟵½▶↺≠±⌕◐▸▾°÷√∅³₂ áéíóúüñÁÉÍÓÚÑ¿¡';

/** The weights the styles set: body text, labels (`font-weight: 600`), headings and `<strong>`. */
const WEIGHTS = [400, 600, 700] as const;

/**
 * Fonts a browser looks up for the app's text before it first lays it out: each stack at each
 * weight, upright and italic (`<em>`), and the three generic families a page falls back to (the
 * default `sans-serif`, `serif` and `monospace` of the browser's settings). Each is a CSS `font`
 * shorthand for a canvas context. The size does not matter to what is warmed: a family's match
 * and its file are looked up once per weight and style, whatever the size.
 *
 * @example
 * fontWarmup(['system-ui, sans-serif']);
 * // ['normal 400 16px system-ui, sans-serif', 'italic 400 16px system-ui, sans-serif', …, '16px monospace']
 */
export function fontWarmup(stacks: readonly string[]): string[] {
  const fonts = new Set<string>();
  for (const stack of stacks) {
    const family = stack.trim();
    if (!family) continue;
    for (const weight of WEIGHTS) fonts.add(`normal ${weight} 16px ${family}`);
    fonts.add(`italic 400 16px ${family}`);
  }
  for (const generic of ['sans-serif', 'serif', 'monospace']) fonts.add(`16px ${generic}`);
  return [...fonts];
}
