import { classifyStorageError } from './classify-storage-error.ts';
import type { StorageProblem } from './storage-error.ts';

/** What the top bar shows. */
export type SaveState =
  /** Everything is written; `at` is when (null: nothing was edited yet). */
  | { readonly kind: 'saved'; readonly at: number | null }
  /** Edits are waiting for the next save, at most `maxWaitMs` away. */
  | { readonly kind: 'pending' }
  | { readonly kind: 'saving' }
  /** The last save failed; a conflict stops autosave until the user chooses reload or fork. */
  | { readonly kind: 'failed'; readonly problem: StorageProblem };

export interface AutosaveOptions {
  /** Quiet time after the last edit before saving. */
  readonly delayMs?: number;
  /** Longest an edit waits, however fast edits keep coming: the most a killed tab loses. */
  readonly maxWaitMs?: number;
  readonly now?: () => number;
}

/**
 * When to save, as pure logic over timers (fake timers test it): every `change` restarts a
 * `delayMs` debounce, but no edit waits more than `maxWaitMs` (1 s), so continuous typing still
 * saves every second and a killed tab loses at most about a second. `flush` (Ctrl+S) saves at
 * once what is not saved yet, after any save in flight, as `explicit` (strict durability). One save runs at a time;
 * edits made during it are saved next. A failure shows as `failed` with its classified problem
 * and the next edit retries — except a conflict, which waits for the user.
 *
 * @example
 * const autosave = new AutosaveScheduler((snap, mode) => saver.save(snap, mode));
 * autosave.subscribe((s) => (topBar.state = s));
 * autosave.change(snapshot); // on every edit
 */
export class AutosaveScheduler<T> {
  private current: SaveState = { kind: 'saved', at: null };
  private readonly listeners = new Set<(state: SaveState) => void>();
  private latest: { snapshot: T } | null = null;
  private dirty = false;
  private dirtySince = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private disposed = false;
  private readonly delayMs: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;

  constructor(
    private readonly save: (snapshot: T, mode: 'auto' | 'explicit') => Promise<void>,
    options: AutosaveOptions = {}
  ) {
    this.delayMs = options.delayMs ?? 400;
    this.maxWaitMs = options.maxWaitMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  get state(): SaveState {
    return this.current;
  }

  /** Called now with the current state and after every change of it. */
  subscribe(listener: (state: SaveState) => void): () => void {
    this.listeners.add(listener);
    listener(this.current);
    return () => this.listeners.delete(listener);
  }

  /** The design changed: remember the newest snapshot and save it soon. */
  change(snapshot: T): void {
    if (this.disposed) return;
    this.latest = { snapshot };
    if (!this.dirty) this.dirtySince = this.now();
    this.dirty = true;
    if (this.blocked()) return;
    if (!this.inFlight) this.set({ kind: 'pending' });
    this.schedule();
  }

  /**
   * Save the newest snapshot now (explicit save), if it is not saved yet; resolves with the state
   * it leaves. A snapshot already written is not written again: every open of another design
   * flushes first, and a rewrite would move the revision on, telling every other tab with this
   * design open that it was changed when nothing was.
   */
  async flush(): Promise<SaveState> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight;
    if (this.dirty && this.latest && !this.blocked() && !this.disposed) await this.run('explicit');
    return this.current;
  }

  /** Stop: no more saves (call flush first to keep the last edits). */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.listeners.clear();
  }

  private blocked(): boolean {
    return this.current.kind === 'failed' && this.current.problem.kind === 'conflict';
  }

  private schedule(): void {
    if (this.inFlight) return; // saved when the one in flight ends
    this.clearTimer();
    const due = Math.min(this.now() + this.delayMs, this.dirtySince + this.maxWaitMs);
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.run('auto');
      },
      Math.max(0, due - this.now())
    );
  }

  private run(mode: 'auto' | 'explicit'): Promise<void> {
    if (this.inFlight || !this.latest) return this.inFlight ?? Promise.resolve();
    const { snapshot } = this.latest;
    this.dirty = false;
    this.set({ kind: 'saving' });
    this.inFlight = this.save(snapshot, mode).then(
      () => {
        this.inFlight = null;
        this.set(this.dirty ? { kind: 'pending' } : { kind: 'saved', at: this.now() });
        if (this.dirty && !this.disposed) this.schedule();
      },
      (e: unknown) => {
        this.inFlight = null;
        const editedMeanwhile = this.dirty;
        this.dirty = true; // the snapshot is still unsaved
        this.set({ kind: 'failed', problem: classifyStorageError(e) });
        // No retry loop on a full disk: the next edit (or flush) tries again. A conflict waits
        // for the user's choice (reload or fork) whatever happens.
        if (editedMeanwhile && !this.blocked() && !this.disposed) this.schedule();
      }
    );
    return this.inFlight;
  }

  private set(state: SaveState): void {
    this.current = state;
    for (const l of this.listeners) l(state);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
