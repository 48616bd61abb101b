// Blobs the worker's synchronous reader can read in Node. A worker reads a File or stored Blob
// with FileReaderSync, which Node lacks: a test Blob carries a media type naming its bytes
// (the type survives structured cloning, identity does not), and `readTestBlob` reads them;
// any other Blob can be read once `preread` has read it (asynchronously, as Node must).
import type { ReadBlob } from '../../src/workers/design-input.ts';

const registered = new Map<string, Uint8Array>();
const preread = new WeakMap<Blob, Uint8Array>();
let next = 0;

/** A Blob of `content` (text is UTF-8 encoded) that `readTestBlob` can read. */
export function testBlob(content: string | Uint8Array): Blob {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const type = `application/x-keyscope-test-${next++}`;
  registered.set(type, bytes);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
}

/** A File of `content` named `name` that `readTestBlob` can read. */
export function testFile(name: string, content: string | Uint8Array): File {
  const blob = testBlob(content);
  return new File([blob], name, { type: blob.type });
}

/** Reads a `testBlob` (a clone of one too) as FileReaderSync would: its bytes, at once. */
export const readTestBlob: ReadBlob = (blob) => {
  const bytes = registered.get(blob.type) ?? preread.get(blob);
  if (!bytes || bytes.length !== blob.size) throw new Error(`not a test blob: ${blob.type}`);
  return bytes.slice();
};

/** Whether `readTestBlob` can read `blob` now. */
export function readable(blob: Blob): boolean {
  return registered.get(blob.type)?.length === blob.size || preread.has(blob);
}

/** Read `blob` (this very object) so that `readTestBlob` can read it from now on. */
export async function prereadBlob(blob: Blob): Promise<void> {
  if (!readable(blob)) preread.set(blob, new Uint8Array(await blob.arrayBuffer()));
}
