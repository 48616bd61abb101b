// One formatter per format, made once: `toLocaleString` with options builds an Intl.NumberFormat
// on every call, and the heat map formats three numbers per cell (10.4 ms of the Heat tab's first
// mount at 100k items went to `percent` alone). Same output: toLocaleString is specified as
// `new Intl.NumberFormat(locales, options).format(n)`.
//
// Not made as the module is evaluated: the first Intl.NumberFormat a renderer makes loads ICU's
// data for its locale (15–29 ms), which made the entry chunk's evaluation a task near 50 ms on
// returning visits. Nor left to their first use, which fell in the cold start's task that shows
// the example (57–69 ms). `src/main.ts` makes them in a task of their own (makeHeatFormats),
// between the two, after loading ICU's data in two tasks before it (icuWarmSteps;
// docs/benchmarks.md, "Cold start").
let formats: {
  whole: Intl.NumberFormat;
  oneDecimal: Intl.NumberFormat;
  integer: Intl.NumberFormat;
  cents: Intl.NumberFormat;
} | null = null;

/** Makes the heat report's number formats, if not made yet. */
export function makeHeatFormats(): NonNullable<typeof formats> {
  return (formats ??= {
    whole: new Intl.NumberFormat('en', { maximumFractionDigits: 0 }),
    oneDecimal: new Intl.NumberFormat('en', { maximumFractionDigits: 1 }),
    integer: new Intl.NumberFormat('en'),
    cents: new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  });
}

/** Units per second as the heat view prints them: whole numbers, one decimal below 10. */
export function units(n: number): string {
  const f = makeHeatFormats();
  return (n < 10 ? f.oneDecimal : f.whole).format(n);
}

/** A share of one partition's throughput, as a percentage. */
export function percent(utilization: number): string {
  return `${makeHeatFormats().integer.format(Math.round(utilization * 100))}%`;
}

/** US dollars, cents shown. */
export function usd(n: number): string {
  return `$${makeHeatFormats().cents.format(n)}`;
}
