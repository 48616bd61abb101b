/**
 * Cividis (Nuñez, Anderton and Renslow, 2018), a sequential palette made for colour-vision
 * deficiencies, at `t` in 0…1 (clamped): an `rgb(r, g, b)` string. The polynomial fit and its
 * coefficients are d3-scale-chromatic's `interpolateCividis` (ISC licence), and
 * `test/ui/heat-report/cividis.test.ts` checks every output against it.
 *
 * Written here, not imported: d3-scale-chromatic ships as one module that builds all of its
 * forty-odd palettes as it is imported (parsing each colour), so importing this one function
 * put 16.5 kB and that work into the app's first module evaluation, a task the cold start waits
 * for (docs/benchmarks.md, "Cold start").
 *
 * @example
 * cividis(0); // 'rgb(0, 32, 81)'
 */
export function cividis(t: number): string {
  t = Math.max(0, Math.min(1, t));
  const channel = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const r = -4.54 - t * (35.34 - t * (2381.73 - t * (6402.7 - t * (7024.72 - t * 2710.57))));
  const g = 32.49 + t * (170.73 + t * (52.82 - t * (131.46 - t * (176.58 - t * 67.37))));
  const b = 81.24 + t * (442.36 - t * (2482.43 - t * (6167.24 - t * (6614.94 - t * 2475.67))));
  return `rgb(${channel(r)}, ${channel(g)}, ${channel(b)})`;
}
