/** What every id `entryId` makes of a key that is not text starts with (no real id does). */
const NOT_TEXT = '\u0000';

/**
 * The id the library lists an entry under: its key when that is text, as every entry's is
 * written. A record damaged while the app was closed may be keyed by a number, a date, binary
 * data or a list (whatever IndexedDB takes as a key); it gets an id of its own that no text key
 * has, distinct for distinct keys, so it is still listed once, and can be found again by it.
 *
 * @example
 * entryId('3f2a'); // '3f2a'
 * entryId(5); // '\u0000number 5'
 */
export function entryId(key: unknown): string {
  if (typeof key === 'string') return key;
  return NOT_TEXT + keyText(key);
}

function keyText(key: unknown): string {
  if (typeof key === 'string') return JSON.stringify(key);
  if (typeof key === 'number') return `number ${String(key)}`;
  if (key instanceof Date) return `date ${key.getTime()}`;
  if (Array.isArray(key)) return `list [${key.map(keyText).join(', ')}]`;
  if (key instanceof ArrayBuffer || ArrayBuffer.isView(key)) {
    const bytes =
      key instanceof ArrayBuffer
        ? new Uint8Array(key)
        : new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
    return `binary ${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  }
  return 'missing';
}
