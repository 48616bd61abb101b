import { describe, expect, it } from 'vitest';
import type { GenerationSettings } from '../../../src/core/generate/generation-settings.ts';
import { storedSnapshot } from '../../../src/ui/library/stored-snapshot.ts';
import { generateRemote } from '../../../src/ui/analysis/generate-remote.ts';
import { parsedRemote } from '../../../src/ui/analysis/parsed-remote.ts';
import { example } from '../../store/library-test-helpers.ts';

const gaming = example('gaming');
const NONE: GenerationSettings = { runs: [] };
const lengths = {
  tables: gaming.tables.map((t) => t.items.length),
  entities: gaming.entities.map((e) => e.items.length)
};

describe('storedSnapshot', () => {
  it('stores a design whose items the page holds as it is', async () => {
    const snapshot = { design: gaming, generation: NONE };
    expect(await storedSnapshot(snapshot)).toBe(snapshot);
  });

  it('refuses generated placeholders, whoever could write them', async () => {
    const snapshot = { design: generateRemote(gaming, 10, 1), generation: NONE };
    await expect(storedSnapshot(snapshot, async () => new Blob(['{}']))).rejects.toThrow(
      /generated placeholders; nothing was saved/
    );
  });

  it('refuses items only the worker has when nothing can write them', async () => {
    const snapshot = { design: parsedRemote(gaming, lengths, '{}', 'x.json'), generation: NONE };
    await expect(storedSnapshot(snapshot)).rejects.toThrow(
      /only the worker has.*nothing was saved/
    );
  });

  it('stores items only the worker has with the text the worker writes', async () => {
    const design = parsedRemote(gaming, lengths, '{}', 'x.json');
    const text = new Blob(['{"written":"by the worker"}']);
    const asked: unknown[] = [];
    const snap = await storedSnapshot({ design, generation: NONE }, async (d) => {
      asked.push(d);
      return text;
    });
    expect(asked).toEqual([design]);
    expect(snap).toEqual({ design, generation: NONE, text });
  });
});
