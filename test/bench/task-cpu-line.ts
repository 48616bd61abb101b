import type { TaskCpu } from './task-cpu.ts';

/**
 * One line of a bench's report (BENCH_TRACE): the most CPU any task of `runs` used, and each
 * task over `limitMs` of wall time as wall/CPU, so a task that waited for a core shows as one.
 */
export function taskCpuLine(runs: readonly { cpu?: TaskCpu }[], limitMs: number): string {
  const over = runs.flatMap((r) => r.cpu?.over ?? []);
  const most = Math.max(0, ...runs.map((r) => r.cpu?.longestCpuMs ?? 0));
  return `by CPU (traced): the most a task used ${most.toFixed(0)} ms; ${
    over.length === 0
      ? `no task over ${limitMs} ms of wall time`
      : `tasks over ${limitMs} ms, wall/CPU: ${over.map((t) => `${t.wallMs.toFixed(0)}/${t.cpuMs.toFixed(0)}`).join(', ')}`
  }`;
}
