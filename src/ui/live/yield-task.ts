import { nextTask } from '../../workers/next-task.ts';

/**
 * Resolves in a task of its own (a message, so no timer clamp and no background-tab timer
 * throttling): `ReadOptions.yieldTask` for the page's live reads.
 */
export const yieldTask = (): Promise<void> => new Promise((resolve) => nextTask(resolve));
