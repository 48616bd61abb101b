import type { Io } from './io.ts';

/**
 * Write chunks to standard output one at a time, waiting whenever the stream asks to, so a
 * report of any size goes out through a bounded buffer.
 *
 * @example
 * await writeChunks(io, lineChunks(lines));
 */
export async function writeChunks(io: Io, chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) {
    const wait = io.out(chunk);
    if (wait) await wait;
  }
}
