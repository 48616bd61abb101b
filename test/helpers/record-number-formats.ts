import { vi } from 'vitest';

/**
 * Replaces `Intl.NumberFormat` (with `vi.stubGlobal`: undo it with `vi.unstubAllGlobals`) by one
 * that records the locales each format is made with; the array's length is how many were made.
 * For the tests of when the first number format is made, which loads ICU's data.
 */
export function recordNumberFormats(): unknown[] {
  const locales: unknown[] = [];
  class Recording extends Intl.NumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      locales.push(args[0]);
    }
  }
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: Recording })
  );
  return locales;
}
