import { availableParallelism } from 'node:os';

/**
 * How many test files vitest runs at once. Its default, one fewer than the cores, leaves a 2-core
 * machine (CI's size) running one file at a time while that file waits on child processes,
 * dynalite or a browser; two at a time keeps both cores busy, and on a machine busy with other
 * work the suite's share of the CPU no longer shrinks to a single process.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
