/**
 * Read a byte stream whole, giving up (and cancelling it) once it passes `cap` bytes, so a
 * small compressed input that inflates to gigabytes (a "zip bomb") costs at most `cap`.
 *
 * @example
 * await readStream(blob.stream().pipeThrough(new DecompressionStream('deflate-raw')), 1 << 20);
 */
export async function readStream(
  stream: ReadableStream<Uint8Array>,
  cap: number
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; over: true }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > cap) {
      await reader.cancel();
      return { ok: false, over: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return { ok: true, bytes };
}
