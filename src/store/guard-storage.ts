import { classifyStorageError } from './classify-storage-error.ts';
import { StorageError } from './storage-error.ts';

/** Run an IndexedDB operation; any failure becomes a classified StorageError. */
export async function guardStorage<T>(
  run: () => Promise<T>,
  tx?: { error: DOMException | null }
): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof StorageError) throw e;
    throw new StorageError(classifyStorageError(e, tx?.error ?? undefined), { cause: e });
  }
}
