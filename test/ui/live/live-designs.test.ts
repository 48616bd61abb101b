// LiveDesigns against the real analysis host (behind the fake worker): a read past
// WORKER_THRESHOLD stays in the worker, the studio shows it read-only and never stored, and
// "Open the inferred design" gets a copy with its items on the page, as a design of the user's
// must hold them.
import { describe, expect, it } from 'vitest';
import { countItems } from '../../../src/core/items/count-items.ts';
import type { AttributeMap } from '../../../src/core/model/attribute-value.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { LiveDesigns } from '../../../src/ui/live/live-designs.svelte.ts';
import { StudioState, WORKER_THRESHOLD } from '../../../src/ui/studio/studio-state.svelte.ts';
import { applyLiveChange } from '../../../src/workers/live-change.ts';
import { holdsRemoteItems } from '../../../src/ui/analysis/remote-items.ts';
import { setupWorkerState } from '../analysis/fake-worker.ts';
import { until } from '../../helpers/until.ts';

const table = (items: AttributeMap[]): Design => ({
  name: 'Live: t',
  tables: [
    {
      name: 't',
      partitionKey: { name: 'PK', type: 'S' },
      sortKey: { name: 'SK', type: 'S' },
      globalSecondaryIndexes: [],
      localSecondaryIndexes: [],
      items
    }
  ],
  entities: [],
  accessPatterns: []
});

const N = WORKER_THRESHOLD + 500;
const items = Array.from({ length: N }, (_, i): AttributeMap => {
  const item = Object.create(null) as Record<string, AttributeMap[string]>;
  item['PK'] = { S: `USER#u${i}` };
  item['SK'] = { S: `#METADATA#u${i}` };
  item['wins'] = { N: String(i % 7) };
  return item;
});

describe('LiveDesigns', () => {
  it('shows a large read from the worker, read-only, and copies its inferred design whole', async () => {
    const studio = new StudioState();
    const { state: worker, workers } = setupWorkerState();
    const pump = setInterval(() => workers.at(-1)?.drain(), 1);
    let showing = 0;
    try {
      const designs = new LiveDesigns(studio, worker, table([]), 'Live: t', null, () => showing++);
      for (let from = 0; from < N; from += 4000) designs.add(items.slice(from, from + 4000));
      await until(() => designs.published !== null);
      designs.flush(true);
      expect(designs.loaded).toBe(N);
      expect(studio.live).toBe(true);
      expect(studio.readOnly).toBe(true);
      expect(studio.storeKey).toBeNull();
      expect(showing).toBe(1);

      await designs.infer();
      const inferred = designs.inferred!.design;
      // Too many to send back: the page holds placeholders, the worker the items.
      expect(holdsRemoteItems(inferred)).toBe(true);
      expect(studio.design).toBe(inferred);
      expect(showing).toBe(1);

      const copy = await designs.inferredCopy(true);
      expect(holdsRemoteItems(copy!)).toBe(false);
      expect(countItems(copy!)).toBe(N);
      expect(copy).toEqual(applyLiveChange(table(items), { kind: 'infer' }).design);
      // Unless asked for, the table's items stay out of the copy: its templates open alone.
      const templatesOnly = await designs.inferredCopy(false);
      expect(countItems(templatesOnly!)).toBe(0);
      expect(templatesOnly!.entities.map((e) => e.keys)).toEqual(copy!.entities.map((e) => e.keys));
      // The copy is the user's to open; the live design stays shown until then.
      expect(studio.design).toBe(inferred);
    } finally {
      clearInterval(pump);
    }
  });
});
