import { StorageError, type StorageProblem } from './storage-error.ts';

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
/** DOMException's legacy QUOTA_EXCEEDED_ERR code. */
const QUOTA_CODE = 22;

const QUOTA_MESSAGE =
  "The browser's storage for Keyscope is full, so the latest changes are not saved. Export the design to a file now to keep it, then make room: delete designs you no longer need from the library, or free disk space.";

/**
 * Classify an IndexedDB failure. A full disk shows up as `QuotaExceededError` — or, depending on
 * the browser and where it struck, as an `AbortError` whose transaction's `error` (pass it as
 * `transactionError`), `cause` or `inner` is the `QuotaExceededError`; Firefox names it
 * `NS_ERROR_DOM_QUOTA_REACHED`, old engines only set `code` 22. Every form gives the same
 * "storage is full: export to a file" message.
 * https://developer.mozilla.org/en-US/docs/Web/API/IDBTransaction/error
 *
 * @example
 * try { await library.save(…) } catch (e) { show(classifyStorageError(e, tx.error).message) }
 */
export function classifyStorageError(error: unknown, transactionError?: unknown): StorageProblem {
  if (error instanceof StorageError) return error.problem;
  if ([error, transactionError, ...causes(error)].some(isQuota))
    return { kind: 'quota', message: QUOTA_MESSAGE };
  const name = nameOf(error);
  if (name === 'VersionError')
    return {
      kind: 'newer-database',
      message:
        'This browser holds a design library written by a newer Keyscope, which this one cannot read; reload the page to get the newer version. Nothing was changed.'
    };
  if (name === 'InvalidStateError' || name === 'UnknownError' || name === 'SecurityError')
    return {
      kind: 'unavailable',
      message: `The browser's storage is not available (${name}), so designs cannot be saved here; export the design to a file to keep it. Private windows and some privacy settings turn storage off.`
    };
  const detail = error instanceof Error ? error.message : String(error);
  return {
    kind: 'unknown',
    message: `Saving failed (${name ?? 'error'}: ${detail}); export the design to a file to keep it.`
  };
}

function isQuota(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const name = nameOf(e);
  return (
    (name !== undefined && QUOTA_NAMES.has(name)) || (e as { code?: unknown }).code === QUOTA_CODE
  );
}

function nameOf(e: unknown): string | undefined {
  const n = typeof e === 'object' && e !== null ? (e as { name?: unknown }).name : undefined;
  return typeof n === 'string' ? n : undefined;
}

/** Wrapped errors: `cause` (standard) and `inner` (Dexie's spelling), a few levels deep. */
function causes(e: unknown): unknown[] {
  const out: unknown[] = [];
  let at = e;
  for (let depth = 0; depth < 4 && typeof at === 'object' && at !== null; depth++) {
    const next =
      (at as { cause?: unknown; inner?: unknown }).cause ?? (at as { inner?: unknown }).inner;
    if (next === undefined) break;
    out.push(next);
    at = next;
  }
  return out;
}
