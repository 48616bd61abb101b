/**
 * Bytes in a memory page (the operating system's, no DynamoDB unit): a write anywhere in one
 * faults all of it in. Larger pages only make the loop write more often than it needs.
 */
const PAGE = 4 << 10;

/**
 * A new zeroed buffer of `length` bytes whose every page has been written once, so the thread
 * it is transferred to writes it at memory speed: fresh memory is faulted in page by page on
 * first touch, about 2.5 ms a MB on a 2-core machine against 0.04 ms a MB once touched.
 *
 * @example
 * const buffer = touchPages(8 << 20); // 8 MB, zero, every page present
 */
export function touchPages(length: number): ArrayBuffer {
  const buffer = new ArrayBuffer(length);
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < length; i += PAGE) bytes[i] = 0;
  return buffer;
}
