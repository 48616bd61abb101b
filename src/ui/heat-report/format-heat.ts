// One formatter per format, made once: `toLocaleString` with options builds an Intl.NumberFormat
// on every call, and the heat map formats three numbers per cell (10.4 ms of the Heat tab's first
// mount at 100k items went to `percent` alone). Same output: toLocaleString is specified as
// `new Intl.NumberFormat(locales, options).format(n)`. Made on first use, not as the module is
// evaluated: that is the app's first task, which the cold start waits for.
let made: Record<'whole' | 'oneDecimal' | 'integer' | 'cents', Intl.NumberFormat> | null = null;
const formats = () =>
  (made ??= {
    whole: new Intl.NumberFormat('en', { maximumFractionDigits: 0 }),
    oneDecimal: new Intl.NumberFormat('en', { maximumFractionDigits: 1 }),
    integer: new Intl.NumberFormat('en'),
    cents: new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  });

/** Units per second as the heat view prints them: whole numbers, one decimal below 10. */
export function units(n: number): string {
  const { oneDecimal, whole } = formats();
  return (n < 10 ? oneDecimal : whole).format(n);
}

/** A share of one partition's throughput, as a percentage. */
export function percent(utilization: number): string {
  return `${formats().integer.format(Math.round(utilization * 100))}%`;
}

/** US dollars, cents shown. */
export function usd(n: number): string {
  return `$${formats().cents.format(n)}`;
}
