/**
 * `npm run bench:load`: the design loader against JSON.parse alone, on the gaming design at
 * 100k and 630k items (the size of the 75 MB design in issue 8's probe), minified and indented.
 * "load" is `loadDesignText`: JSON.parse, the repeated-key scan, reading and validating every
 * table, entity, item and pattern. "decode" is `decodeUtf8` on the file's bytes (the fatal
 * UTF-8 decoder both the CLI and the browser use first). Medians of interleaved runs.
 */
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import { decodeUtf8 } from '../../src/core/text/decode-utf8.ts';
import { gamingDesign } from './gaming-items.ts';
import { median } from './median.ts';

const SIZES = (process.env['BENCH_SIZES'] ?? '100000,630000').split(',').map(Number);

function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

console.log('Keyscope loader benchmark (gaming design with its GSI; floor = JSON.parse alone)');
console.log('items      layout     MB     parse ms   load ms   load/parse   decode ms');
for (const n of SIZES) {
  const design = { format: 'keyscope.design', version: 1, ...gamingDesign(n, true) };
  for (const indent of [0, 2]) {
    const text = JSON.stringify(design, null, indent);
    const bytes = new TextEncoder().encode(text);
    const runs = n >= 500_000 ? 3 : 7;
    const parse: number[] = [];
    const load: number[] = [];
    const decode: number[] = [];
    // Interleaved, so drift (GC, CPU frequency) hits each alike; the first round warms the JIT.
    for (let i = 0; i <= runs; i++) {
      const p = time(() => JSON.parse(text));
      const l = time(() => {
        if (!loadDesignText(text).ok) throw new Error('the benchmark design did not load');
      });
      const d = time(() => decodeUtf8(bytes));
      if (i === 0) continue;
      parse.push(p);
      load.push(l);
      decode.push(d);
    }
    const [pm, lm, dm] = [median(parse), median(load), median(decode)];
    console.log(
      `${String(n).padEnd(10)} ${(indent ? 'indented' : 'minified').padEnd(9)} ${(bytes.length / 2 ** 20).toFixed(0).padStart(4)} ${pm.toFixed(0).padStart(11)} ${lm.toFixed(0).padStart(9)} ${(lm / pm).toFixed(2).padStart(12)} ${dm.toFixed(0).padStart(11)}`
    );
  }
}
