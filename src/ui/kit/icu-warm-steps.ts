/**
 * What the renderer's first number format in `locale` would load of ICU's data in one task, as
 * steps to run one task each (deferTask) before the page makes its own formats.
 *
 * Why: a returning visit, which the service worker serves, starts no warm-up worker
 * (src/warm-fonts.ts), so the page's first `Intl.NumberFormat` loaded ICU's data itself: 22–32 ms
 * of CPU in one task (traced), 42–60 ms of wall time on 2 busy cores, the returning visits'
 * remaining tasks over 50 ms (docs/benchmarks.md, "Cold start"). Measured in Chromium 150 on a
 * fresh page, the same loading falls into parts of 11–16 ms each: the locale's own data
 * (`maximize`), then the lists of locales ICU holds (any service's `supportedLocalesOf`), after
 * which the first number format takes 2–5 ms. Neither step changes anything the app shows; where
 * the data is loaded already (a first visit's warm-up worker loaded it for the whole process)
 * each takes under a millisecond.
 *
 * @example
 * for (const step of icuWarmSteps('en')) deferTask(step);
 * deferTask(makeHeatFormats);
 */
export function icuWarmSteps(locale: string): (() => void)[] {
  return [
    () => void new Intl.Locale(locale).maximize(),
    () => void Intl.DateTimeFormat.supportedLocalesOf([locale])
  ];
}
