// The page half of test/bench/store-bench.ts: runs in Chromium with real IndexedDB and times a
// library save of a design with n authored items, against the baselines it avoids.
import { nativeDesign } from '../../src/core/formats/native-design.ts';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import type { Design } from '../../src/core/model/design.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { DesignLibrary } from '../../src/store/design-library.ts';
import { serializeDesign } from '../../src/store/serialize-design.ts';

export interface StoreBenchRun {
  items: number;
  textBytes: number;
  /** serializeDesign: whole time, and the longest the main thread was held meanwhile. */
  serializeMs: number;
  serializeBlockMs: number;
  /** One JSON.stringify of the whole document (what slicing avoids). */
  stringifyMs: number;
  /** structuredClone of the document as objects (what IndexedDB would do to an object tree). */
  cloneObjectsMs: number;
  /** structuredClone of its text (what a put of the stored record costs). */
  cloneTextMs: number;
  /** library.save, start to committed, and the longest main-thread block meanwhile. */
  saveRelaxedMs: number;
  saveRelaxedBlockMs: number;
  saveStrictMs: number;
  saveStrictBlockMs: number;
  /** Long tasks (≥ 50 ms) the browser saw during the saves. */
  longTasks: number;
}

/** Measures the longest gap between message-channel ticks: the longest the thread was busy. */
function heartbeat(): { stop(): number } {
  const channel = new MessageChannel();
  let last = performance.now();
  let longest = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const t = performance.now();
    longest = Math.max(longest, t - last);
    last = t;
    if (running) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  return {
    stop() {
      running = false;
      channel.port1.close();
      return Math.max(longest, performance.now() - last);
    }
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; blockMs: number; value: T }> {
  const beat = heartbeat();
  const start = performance.now();
  const value = await run();
  const ms = performance.now() - start;
  return { ms, blockMs: beat.stop(), value };
}

function sync(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

let longTasks = 0;
new PerformanceObserver((list) => (longTasks += list.getEntries().length)).observe({
  type: 'longtask'
});

async function run(items: number): Promise<StoreBenchRun> {
  const r = loadDesignText(await (await fetch('/examples/gaming.json')).text());
  if (!r.ok) throw new Error('gaming.json');
  const base: Design = r.design;
  const design = generateDesignItems(base, Math.round((items - 22) / base.entities.length), 1);
  const doc = nativeDesign(design);
  const library = await DesignLibrary.open({ name: `bench-${items}-${Math.random()}` });
  const entry = await library.create({ design: base, generation: { runs: [] } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  longTasks = 0;
  const serialized = await timed(() => serializeDesign(design));
  const relaxed = await timed(() =>
    library.save(
      entry.id,
      { design, generation: { runs: [] } },
      { expectedRevision: 1, durability: 'relaxed' }
    )
  );
  const strict = await timed(() =>
    library.save(
      entry.id,
      { design, generation: { runs: [] } },
      { expectedRevision: 2, durability: 'strict' }
    )
  );
  const tasks = longTasks;
  const text = serialized.value;
  const result: StoreBenchRun = {
    items: design.entities.reduce((n, e) => n + e.items.length, 0) + design.tables[0]!.items.length,
    textBytes: text.length,
    serializeMs: serialized.ms,
    serializeBlockMs: serialized.blockMs,
    stringifyMs: sync(() => JSON.stringify(doc)),
    cloneObjectsMs: sync(() => structuredClone(doc)),
    cloneTextMs: sync(() => structuredClone(text)),
    saveRelaxedMs: relaxed.ms,
    saveRelaxedBlockMs: relaxed.blockMs,
    saveStrictMs: strict.ms,
    saveStrictBlockMs: strict.blockMs,
    longTasks: tasks
  };
  library.close();
  return result;
}

(window as unknown as { runStoreBench: typeof run }).runStoreBench = run;
document.body.dataset['ready'] = 'true';
