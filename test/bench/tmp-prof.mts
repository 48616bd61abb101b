import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { heatReport } from '../../src/core/heat/heat-report.ts';
import { example } from '../helpers/example.ts';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const d = generateDesignItems(example('gaming'), 333333, 1);
const a = analyzeDesign(d);
let t = performance.now();
heatReport(d, a);
console.log('first', performance.now() - t);
for (let i = 0; i < 3; i++) {
  t = performance.now();
  heatReport(d, a, { scale: 3 + i });
  console.log('again', performance.now() - t);
}
const s = new Session();
s.connect();
await s.post('Profiler.enable');
await s.post('Profiler.start');
for (let i = 0; i < 3; i++) heatReport(d, a, { scale: 5 + i });
const { profile } = await s.post('Profiler.stop');
writeFileSync('/tmp/prof/heat.cpuprofile', JSON.stringify(profile));
