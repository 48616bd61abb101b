import { describe, expect, it } from 'vitest';
import { nextTask } from '../../src/workers/next-task.ts';

describe('nextTask', () => {
  it('runs its function in a task of its own: after the current one and its microtasks', async () => {
    const seen: string[] = [];
    await new Promise<void>((resolve) => {
      nextTask(() => {
        seen.push('task');
        resolve();
      });
      queueMicrotask(() => seen.push('microtask'));
      seen.push('now');
    });
    expect(seen).toEqual(['now', 'microtask', 'task']);
  });
});
