/**
 * The buffers of the typed arrays an answer carries at its top or one level down, to move to
 * the page instead of copying (large answers are arrays of numbers). An answer must therefore
 * never hand out an array the session keeps: it would be gone from the worker after posting.
 */
export function transferables(value: unknown): Transferable[] {
  const found = new Set<ArrayBuffer>();
  const take = (v: unknown) => {
    if (ArrayBuffer.isView(v) && v.buffer instanceof ArrayBuffer) found.add(v.buffer);
  };
  take(value);
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value))
    for (const v of Object.values(value)) take(v);
  return [...found];
}
