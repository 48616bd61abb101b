import { describe, expect, it } from 'vitest';
import { columnTemplate, type ColumnSizes } from '../../../src/ui/table/column-template.ts';

const base: ColumnSizes = {
  chars: { pk: 10, sk: 20, entity: 5 },
  columns: ['name', 'score'],
  more: false,
  overwrites: false,
  ranked: false,
  userWidth: () => undefined,
  headWidth: () => undefined
};

describe('columnTemplate', () => {
  it('fits key columns to their values (0.56rem a character) and shares the rest among attributes', () => {
    expect(columnTemplate(base)).toBe(
      'calc(5.60rem + 1rem) calc(11.20rem + 1rem) calc(2.80rem + 2.3rem) minmax(6rem, 1fr) minmax(6rem, 1fr)'
    );
  });

  it('leaves room for the heat badge beside a ranked partition key, and adds the "+N more" column', () => {
    expect(columnTemplate({ ...base, ranked: true, more: true })).toBe(
      'calc(5.60rem + 3.2rem) calc(11.20rem + 1rem) calc(2.80rem + 2.3rem) minmax(6rem, 1fr) minmax(6rem, 1fr) 5rem'
    );
  });

  it('never makes a key column narrower than its header, and a dragged width wins', () => {
    const t = columnTemplate({
      ...base,
      headWidth: (c) => (c === 'pk' ? 120 : undefined),
      userWidth: (c) => ({ sk: 200, 'attr:score': 90 })[c]
    });
    expect(t).toBe(
      'max(calc(5.60rem + 1rem), 120px) 200px calc(2.80rem + 2.3rem) minmax(6rem, 1fr) 90px'
    );
  });

  it('gives an overwritten row room to explain itself across the attribute columns', () => {
    expect(columnTemplate({ ...base, overwrites: true })).toContain(
      'minmax(max(6rem, calc(22rem / 2)), 1fr)'
    );
    expect(
      columnTemplate({ ...base, columns: [], overwrites: true }).endsWith('minmax(22rem, 1fr)')
    ).toBe(true);
    expect(columnTemplate({ ...base, columns: [] }).endsWith('minmax(0px, 1fr)')).toBe(true);
  });
});
