import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { deferTask } from '../../../src/ui/kit/defer-task.ts';
import { mountComponent } from '../mount-component.ts';
import DeferredHarness from './DeferredHarness.svelte';

/** Resolves once everything deferred before it has run. */
const turn = () => new Promise<void>((resolve) => deferTask(resolve));
const parts = (target: HTMLElement) =>
  [...target.querySelectorAll('.part')].map((p) => p.textContent);

describe('Deferred', () => {
  it('builds nothing of what it wraps in the task that mounts it', () => {
    const target = mountComponent(DeferredHarness, { parts: ['a'] });
    expect(parts(target)).toEqual([]);
  });

  it('builds what it wraps in a later task', async () => {
    mountComponent(DeferredHarness, { parts: ['a'] });
    await expect.element(page.getByText('a', { exact: true })).toBeInTheDocument();
  });

  it('builds its parts in order, each in a task of its own', async () => {
    const batches: string[][] = [];
    const observer = new MutationObserver((records) =>
      batches.push(
        records.flatMap((r) =>
          [...r.addedNodes].flatMap((n) =>
            n instanceof HTMLElement && n.matches('.part') ? [n.textContent] : []
          )
        )
      )
    );
    observer.observe(document.body, { childList: true, subtree: true });
    const target = mountComponent(DeferredHarness, { parts: ['a', 'b', 'c'] });
    await turn();
    observer.disconnect();
    expect(parts(target)).toEqual(['a', 'b', 'c']);
    expect(batches.filter((b) => b.length > 0)).toEqual([['a'], ['b'], ['c']]);
  });

  it('builds what it wraps in the task that mounts it when told to build it now', () => {
    const target = mountComponent(DeferredHarness, { parts: ['a', 'b'], now: true });
    expect(parts(target)).toEqual(['a', 'b']);
  });
});
