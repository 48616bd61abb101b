/**
 * A 32-bit FNV-1a hash of a string's UTF-16 code units: the same number for the same text on
 * every run, machine and build, so a key lands on the same illustrated partition each time and
 * a calculated shard suffix is the same for the same value. It is not DynamoDB's hash, which is
 * internal and unpublished; only its stability matters here.
 *
 * @example
 * stableHash('GAME#c6f38a6a') % 4; // always the same partition of four
 */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
