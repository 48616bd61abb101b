// Blobs the worker's synchronous reader can read in Node. A worker reads a File or stored Blob
// with FileReaderSync, which Node lacks: a test Blob carries a media type naming its bytes
// (the type survives structured cloning, identity does not), and `readTestBlob` reads them.
import type { ReadBlob } from '../../src/workers/design-input.ts';

const registered = new Map<string, Uint8Array>();
let next = 0;

/** A Blob of `content` (text is UTF-8 encoded) that `readTestBlob` can read. */
export function testBlob(content: string | Uint8Array): Blob {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const type = `application/x-keyscope-test-${next++}`;
  registered.set(type, bytes);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
}

/** Reads a `testBlob` (a clone of one too) as FileReaderSync would: its bytes, at once. */
export const readTestBlob: ReadBlob = (blob) => {
  const bytes = registered.get(blob.type);
  if (!bytes || bytes.length !== blob.size) throw new Error(`not a test blob: ${blob.type}`);
  return bytes.slice();
};
