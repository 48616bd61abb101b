/** The ways the studio writes a moment: a library entry's date, a save's time, a short time. */
const STYLES = new Map<TimeStyle, Intl.DateTimeFormatOptions>([
  ['date-time', { dateStyle: 'medium', timeStyle: 'short' }],
  ['clock', { hour: '2-digit', minute: '2-digit' }],
  ['time', { timeStyle: 'short' }]
]);

export type TimeStyle = 'date-time' | 'clock' | 'time';

const made = new Map<TimeStyle, Intl.DateTimeFormat>();

/**
 * A moment as the user's locale writes it, in one of the studio's styles. Each formatter is
 * made on first use and kept: making the first one loads the locale's data, which took a
 * 180–500 ms task on a loaded machine when the library panel and the save status each made
 * theirs as they mounted, on every start, even with no date to show.
 */
export function timeText(at: Date | number, style: TimeStyle): string {
  let format = made.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, STYLES.get(style));
    made.set(style, format);
  }
  return format.format(at);
}
