import { describe, expect, it } from 'vitest';
import { CELL_CHARS, cellText } from '../../../src/core/text/cell-text.ts';

describe('cellText', () => {
  it('keeps short text whole, with no tooltip', () => {
    expect(cellText('short')).toEqual({ text: 'short' });
  });

  it(`cuts at ${CELL_CHARS} characters and keeps up to 4,000 for the tooltip`, () => {
    const cut = cellText('x'.repeat(1_000_000));
    expect(cut.text).toBe('x'.repeat(CELL_CHARS) + '…');
    expect(cut.title).toHaveLength(4001);
    expect(cellText('y'.repeat(300), 40)).toEqual({
      text: 'y'.repeat(40) + '…',
      title: 'y'.repeat(300)
    });
  });
});
