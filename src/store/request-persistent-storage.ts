export type PersistenceAnswer = 'granted' | 'denied' | 'unavailable';

/**
 * Ask the browser to keep the library's storage when disk space runs low
 * (`navigator.storage.persist()`): `granted` (already or now), `denied` (the browser said no:
 * storage stays best-effort and may be evicted), or `unavailable` (no StorageManager, e.g.
 * an insecure context, or the call failed). Pass `navigator.storage`.
 * https://developer.mozilla.org/en-US/docs/Web/API/StorageManager/persist
 *
 * @example
 * const answer = await requestPersistentStorage(navigator.storage);
 */
export async function requestPersistentStorage(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined
): Promise<PersistenceAnswer> {
  if (!storage || typeof storage.persist !== 'function') return 'unavailable';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'unavailable';
  }
}
