// One formatter per format, made once: `toLocaleString` with options builds an Intl.NumberFormat
// on every call, and the heat map formats three numbers per cell (10.4 ms of the Heat tab's first
// mount at 100k items went to `percent` alone). Same output: toLocaleString is specified as
// `new Intl.NumberFormat(locales, options).format(n)`. Made as the module is evaluated: made on
// first use instead, they fell in the cold start's task that shows the example, whose longest
// grew to 57–69 ms (the first Intl.NumberFormat of a page is the costly one).
const WHOLE = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const INTEGER = new Intl.NumberFormat('en');
const CENTS = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Units per second as the heat view prints them: whole numbers, one decimal below 10. */
export function units(n: number): string {
  return (n < 10 ? ONE_DECIMAL : WHOLE).format(n);
}

/** A share of one partition's throughput, as a percentage. */
export function percent(utilization: number): string {
  return `${INTEGER.format(Math.round(utilization * 100))}%`;
}

/** US dollars, cents shown. */
export function usd(n: number): string {
  return `$${CENTS.format(n)}`;
}
