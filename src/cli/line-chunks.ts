import { CHUNK_SIZE } from './json-chunks.ts';

/**
 * Lines (already safe to print) joined into chunks of about CHUNK_SIZE characters each, never
 * one string: a text report of a million items would not fit in one.
 *
 * @example
 * [...lineChunks(['a', 'b'])]; // ['a\nb\n']
 */
export function* lineChunks(lines: Iterable<string>): Generator<string> {
  let buffer = '';
  for (const line of lines) {
    buffer += line + '\n';
    if (buffer.length >= CHUNK_SIZE) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}
