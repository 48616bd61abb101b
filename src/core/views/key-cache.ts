import type { AttributeMap } from '../model/attribute-value.ts';
import type { KeyAttribute } from '../model/design.ts';
import type { Template } from '../templates/parse-template.ts';
import type { KeyRole } from '../validate/validate-key-value.ts';
import { segmentKeys, type SegmentKeys } from './segment-keys.ts';

/**
 * What the last analysis computed, for the next one to reuse: a keystroke in one entity's
 * template re-renders that entity's items for that key attribute only; every other run of
 * items, and every key attribute none of whose runs changed, is taken as it was. Items are
 * immutable values, so an items array that is the same object holds the same items.
 * Holds only the last analysis's columns: each `commit` lets the older ones go.
 */
export class KeyCache {
  #segments = new Map<readonly AttributeMap[], SegmentKeys[]>();
  #nextSegments = new Map<readonly AttributeMap[], SegmentKeys[]>();
  #memo = new Map<string, { deps: readonly unknown[]; value: unknown }>();
  #nextMemo = new Map<string, { deps: readonly unknown[]; value: unknown }>();
  #settled = new Map<string, unknown>();
  #nextSettled = new Map<string, unknown>();

  /** One key attribute of a run of items, computed or reused. */
  segment(
    items: readonly AttributeMap[],
    template: Template | undefined,
    attribute: KeyAttribute,
    role: KeyRole
  ): SegmentKeys {
    const source = template?.source;
    const same = (k: SegmentKeys): boolean =>
      k.template === source &&
      k.attribute.name === attribute.name &&
      k.attribute.type === attribute.type &&
      k.role === role;
    let hit = this.#segments.get(items)?.find(same) ?? this.#nextSegments.get(items)?.find(same);
    hit ??= segmentKeys(items, template, attribute, role);
    const kept = this.#nextSegments.get(items);
    if (!kept) this.#nextSegments.set(items, [hit]);
    else if (!kept.includes(hit)) kept.push(hit);
    return hit;
  }

  /**
   * Anything else computed from columns: reused when every dependency is the very same value
   * (`===`) as last time under `key`.
   */
  reuse<T>(key: string, deps: readonly unknown[], make: () => T): T {
    const old = this.#memo.get(key);
    const value =
      old && old.deps.length === deps.length && old.deps.every((d, i) => d === deps[i])
        ? (old.value as T)
        : make();
    this.#nextMemo.set(key, { deps, value });
    return value;
  }

  /**
   * `value`, or the previous value under `key` when `same` finds them equal: a result that did
   * not change keeps its identity, so what depends on it (see `reuse`) is reused too.
   */
  settle<T>(key: string, value: T, same: (a: T, b: T) => boolean): T {
    const old = this.#settled.get(key) as T | undefined;
    const kept = old !== undefined && (old === value || same(old, value)) ? old : value;
    this.#nextSettled.set(key, kept);
    return kept;
  }

  /** The analysis is complete: keep what it used, drop the rest. */
  commit(): void {
    this.#memo = this.#nextMemo;
    this.#nextMemo = new Map();
    this.#settled = this.#nextSettled;
    this.#nextSettled = new Map();
    this.#segments = this.#nextSegments;
    this.#nextSegments = new Map();
  }
}
