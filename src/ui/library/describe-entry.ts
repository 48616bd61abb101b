import type { LibraryEntry } from '../../store/library-schema.ts';

/**
 * One line about a stored design for the library panel: its tables, items (and generated ones)
 * and when it was last edited. A damaged record's counts and time are placeholders that are
 * not numbers (`readLibraryEntry`), and are said to be unknown, never shown as 0 or 1970.
 *
 * @example
 * describeEntry(entry, (t) => new Date(t).toISOString()); // '1 table · 120 items · edited …'
 */
export function describeEntry(e: LibraryEntry, formatTime: (ms: number) => string): string {
  const count = (n: number, what: string) =>
    Number.isFinite(n)
      ? `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`
      : `${what}s unknown`;
  const generated = !Number.isFinite(e.generatedItems)
    ? ' + generated items unknown'
    : e.generatedItems
      ? ` + ${e.generatedItems.toLocaleString('en')} generated (rebuilt from the seed)`
      : '';
  const edited = Number.isFinite(e.updatedAt)
    ? `edited ${formatTime(e.updatedAt)}`
    : 'when last edited is unknown';
  return `${count(e.tables, 'table')} · ${count(e.items, 'item')}${generated} · ${edited}`;
}
