import { describe, expect, it } from 'vitest';
import { markupText } from '../../../../src/core/lessons/markup/markup-text.ts';
import { parseMarkup } from '../../../../src/core/lessons/markup/parse-markup.ts';

describe('markupText', () => {
  it.each([
    ['A **composite** key', 'A composite key'],
    ['*one*\n\ntwo `three`', 'one\n\ntwo three'],
    ['Keys:\n- `PK`\n- **SK**', 'Keys:\n\n- PK\n- SK'],
    ['2. second\n3. third', '2. second\n3. third'],
    ['<script>x</script>', '<script>x</script>'],
    ['', '']
  ])('%j', (input, text) => {
    expect(markupText(parseMarkup(input))).toBe(text);
  });
});
