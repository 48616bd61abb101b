/**
 * Why a library operation failed, with a sentence the studio can show as it is:
 * `quota` (storage full), `conflict` (another tab saved first), `missing` (deleted elsewhere),
 * `unreadable` (a stored design the loader cannot read), `newer-database` (written by a newer
 * build), `unavailable` (no storage here, e.g. some private windows), `unknown`.
 */
export interface StorageProblem {
  readonly kind:
    'quota' | 'conflict' | 'missing' | 'unreadable' | 'newer-database' | 'unavailable' | 'unknown';
  readonly message: string;
  /** For `unreadable`: what is wrong with the stored design, without the advice around it. */
  readonly reason?: string;
}

/** An error thrown by the library, carrying its classification (`problem.message` is for the user). */
export class StorageError extends Error {
  constructor(
    readonly problem: StorageProblem,
    options?: { cause?: unknown }
  ) {
    super(problem.message, options);
    this.name = 'StorageError';
  }
}
