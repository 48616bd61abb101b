import type { DesignLayers } from '../../core/generate/design-layers.ts';

/** Keystrokes in one field less than this far apart make one undo step. */
const COALESCE_MS = 1000;

interface Stacks {
  readonly undo: readonly DesignLayers[];
  readonly redo: readonly DesignLayers[];
}

/**
 * Undo and redo of the open design, and the histories of the designs opened before it in this
 * session (by key), so switching back to a design brings its undo history back. Steps hold the
 * design's layers (authored, generation, shown), so an undo restores all three together.
 */
export class DesignHistory {
  #undo = $state.raw<readonly DesignLayers[]>([]);
  #redo = $state.raw<readonly DesignLayers[]>([]);
  #key: string | null = null;
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- plumbing, never rendered
  #kept = new Map<string, Stacks>();
  #coalesce: string | null = null;
  #coalescedAt = 0;

  readonly canUndo = $derived(this.#undo.length > 0);
  readonly canRedo = $derived(this.#redo.length > 0);

  /** Keep the current history under its key; take up `key`'s (or start an empty one). */
  switchTo(key: string | null): void {
    if (this.#key !== null) this.#kept.set(this.#key, { undo: this.#undo, redo: this.#redo });
    const kept = key === null ? undefined : this.#kept.get(key);
    this.#key = key;
    this.#undo = kept?.undo ?? [];
    this.#redo = kept?.redo ?? [];
    this.#coalesce = null;
  }

  /** Name the current history anew (a forked design takes it along). */
  rekey(key: string | null): void {
    this.#key = key;
  }

  /** Record `current` before a step; steps with the same `coalesce` key in a row merge. */
  push(current: DesignLayers, coalesce: string | null): void {
    const now = Date.now();
    const merge =
      coalesce !== null && coalesce === this.#coalesce && now - this.#coalescedAt < COALESCE_MS;
    if (!merge) this.#undo = [...this.#undo, current];
    this.#coalesce = coalesce;
    this.#coalescedAt = now;
    this.#redo = [];
  }

  /** End the current run of merged steps. */
  endCoalescing(): void {
    this.#coalesce = null;
  }

  /** The step before `current`, which moves to redo; undefined when there is none. */
  undo(current: DesignLayers): DesignLayers | undefined {
    const previous = this.#undo.at(-1);
    if (!previous) return undefined;
    this.#undo = this.#undo.slice(0, -1);
    this.#redo = [...this.#redo, current];
    this.#coalesce = null;
    return previous;
  }

  redo(current: DesignLayers): DesignLayers | undefined {
    const next = this.#redo.at(-1);
    if (!next) return undefined;
    this.#redo = this.#redo.slice(0, -1);
    this.#undo = [...this.#undo, current];
    this.#coalesce = null;
    return next;
  }
}
