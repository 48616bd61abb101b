// DesignWrites: the worker's answer when it writes, its message when it fails, and what was
// not done when it went away first.
import { describe, expect, it } from 'vitest';
import { DesignWrites } from '../../../src/ui/analysis/design-writes.ts';
import type { WorkerReply, WorkerRequest } from '../../../src/workers/analysis-messages.ts';
import { example } from '../../store/library-test-helpers.ts';

const design = example('gaming');

/** DesignWrites over a channel that answers `reply`, and the requests it was asked. */
function writes(reply: (request: WorkerRequest) => WorkerReply | null) {
  const asked: WorkerRequest[] = [];
  const w = new DesignWrites({
    askAbout: async (_design, make) => {
      const request = make(7, {} as never);
      asked.push(request);
      return reply(request);
    }
  });
  return { w, asked };
}

describe('DesignWrites', () => {
  it('returns what the worker wrote, for the request it built', async () => {
    const text = new Blob(['{}']);
    const { w, asked } = writes((r) => ({ kind: 'design-text', id: r.id, text }));
    expect(await w.designText(design)).toBe(text);
    expect(asked.map((r) => [r.kind, r.id])).toEqual([['design-text', 7]]);

    const link = { ok: true } as never;
    const l = writes((r) => ({ kind: 'share-link', id: r.id, result: link }));
    expect(await l.w.shareLink(design)).toBe(link);

    const result = { ok: true } as never;
    const request = { to: 'keyscope' } as never;
    const e = writes((r) => ({ kind: 'exported', id: r.id, result }));
    expect(await e.w.exportDesign(design, request)).toBe(result);
    expect(e.asked[0]).toMatchObject({ kind: 'export', id: 7, request });
  });

  it("fails with the worker's message", async () => {
    const { w } = writes((r) => ({ kind: 'error', id: r.id, message: 'out of memory' }));
    await expect(w.designText(design)).rejects.toThrow('out of memory');
    await expect(w.shareLink(design)).rejects.toThrow('out of memory');
  });

  it('says what was not done when the worker went away first', async () => {
    const { w } = writes(() => null);
    await expect(w.designText(design)).rejects.toThrow(
      'the analysis worker stopped before the design was written'
    );
    await expect(w.exportDesign(design, { to: 'keyscope' } as never)).rejects.toThrow(
      'the analysis worker stopped before the export was written'
    );
    await expect(w.shareLink(design)).rejects.toThrow(
      'the analysis worker stopped before the link was made'
    );
  });
});
