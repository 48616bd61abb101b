import { describe, expect, it } from 'vitest';
import { readStream } from '../../../src/core/share/read-stream.ts';

function chunks(...sizes: number[]): ReadableStream<Uint8Array> {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      const n = sizes.shift();
      if (n === undefined || cancelled) c.close();
      else c.enqueue(new Uint8Array(n).fill(n % 256));
    },
    cancel() {
      cancelled = true;
    }
  });
  return stream;
}

describe('readStream', () => {
  it('joins the chunks in order', async () => {
    const r = await readStream(chunks(1, 2, 3), 10);
    expect(r.ok && [...r.bytes]).toEqual([1, 2, 2, 3, 3, 3]);
  });

  it('reads exactly up to the cap', async () => {
    expect((await readStream(chunks(5, 5), 10)).ok).toBe(true);
    expect(await readStream(chunks(5, 6), 10)).toEqual({ ok: false, over: true });
  });

  it('stops inflating a zip bomb at the cap', async () => {
    // 1 KiB of zeros deflates to a few bytes; 64 MiB of them inflate from ~64 KB.
    const zeros = new Uint8Array(64 * 1024 * 1024);
    const packed = new Uint8Array(
      await new Response(
        new Blob([zeros]).stream().pipeThrough(new CompressionStream('deflate-raw'))
      ).arrayBuffer()
    );
    expect(packed.length).toBeLessThan(100_000);
    const inflating = new Blob([packed])
      .stream()
      .pipeThrough(new DecompressionStream('deflate-raw'));
    expect(await readStream(inflating, 1024 * 1024)).toEqual({ ok: false, over: true });
  });
});
