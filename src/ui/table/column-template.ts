import type { KeyColumnChars } from './key-column-chars.ts';

/** What decides the table view's column widths. */
export interface ColumnSizes {
  /** Characters each key column's values need (`keyColumnChars`). */
  readonly chars: KeyColumnChars;
  /** The window's attribute columns. */
  readonly columns: readonly string[];
  /** Whether a "+N more" column is shown. */
  readonly more: boolean;
  /** Whether an overwritten row, which explains itself across the attribute columns, is shown. */
  readonly overwrites: boolean;
  /** Whether rows carry a heat rank badge beside their partition key. */
  readonly ranked: boolean;
  /** A width the user dragged for a column (`pk`, `sk`, `entity`, `attr:<name>`), in px. */
  readonly userWidth: (column: string) => number | undefined;
  /** The width a key column's header needs whole ("PK (partition key)"), in px, once measured. */
  readonly headWidth: (column: string) => number | undefined;
}

/** An overwritten row explains itself in two lines across the attribute columns: they share this. */
const WHY_WIDTH = '22rem';

/**
 * The CSS grid template of the table view's rows. Key columns are as wide as their values (keys
 * are monospace at 0.92rem: about 0.56rem a character), never narrower than their header; a
 * width the user dragged wins. Attribute columns share the rest.
 *
 * @example
 * columnTemplate({ chars, columns: ['score'], more: false, overwrites: false, ranked: false,
 *   userWidth: () => undefined, headWidth: () => undefined });
 * // 'calc(7.84rem + 1rem) calc(… + 1rem) calc(… + 2.3rem) minmax(6rem, 1fr)'
 */
export function columnTemplate(sizes: ColumnSizes): string {
  const { chars, columns, overwrites } = sizes;
  const user = (column: string): string | null => {
    const w = sizes.userWidth(column);
    return w === undefined ? null : `${w}px`;
  };
  const fit = (n: number, extra: string) => `calc(${(n * 0.56).toFixed(2)}rem + ${extra})`;
  const key = (column: string, n: number, extra: string): string => {
    const head = sizes.headWidth(column);
    return head === undefined ? fit(n, extra) : `max(${fit(n, extra)}, ${head}px)`;
  };
  const attrMin = overwrites
    ? `max(6rem, calc(${WHY_WIDTH} / ${Math.max(1, columns.length)}))`
    : '6rem';
  return [
    user('pk') ?? key('pk', chars.pk, sizes.ranked ? '3.2rem' : '1rem'),
    user('sk') ?? key('sk', chars.sk, '1rem'),
    user('entity') ?? key('entity', chars.entity, '2.3rem'),
    ...(columns.length
      ? columns.map((c) => user(`attr:${c}`) ?? `minmax(${attrMin}, 1fr)`)
      : [`minmax(${overwrites ? WHY_WIDTH : '0px'}, 1fr)`]),
    ...(sizes.more ? ['5rem'] : [])
  ].join(' ');
}
