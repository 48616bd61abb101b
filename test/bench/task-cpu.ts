import type { CDPSession, Page } from 'playwright-core';

/** What the page's main thread spent in its tasks before a mark, by CPU rather than wall time. */
export interface TaskCpu {
  /** The most CPU (thread time) any one task used. */
  longestCpuMs: number;
  /** For each task over the limit by wall time: its wall time and the CPU it used. */
  over: { wallMs: number; cpuMs: number }[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { message?: string } };
}

/**
 * Traces `page` (Chromium's `devtools.timeline` categories: each task with its wall and thread
 * time) from now until `stop()`. `stop(mark)` reads the tasks of the main thread that said
 * `console.timeStamp(mark)`, up to that mark.
 *
 * Why: on a machine with few cores a task's wall time includes the time its thread waited for a
 * core, while the browser, the GPU process, V8's background compiling and other workers ran. The
 * thread time is the page's own work. Tracing costs time of its own, so a traced run's wall
 * figures are not comparable with untraced ones; its thread times are what it is for.
 */
export async function traceTaskCpu(
  page: Page
): Promise<{ stop(mark: string, limitMs: number): Promise<TaskCpu> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents'
  });
  return {
    async stop(mark, limitMs) {
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach();
      const stamp = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === mark);
      if (!stamp) throw new Error(`the trace has no console.timeStamp("${mark}")`);
      const tasks = events.filter(
        (e) =>
          e.name === 'RunTask' &&
          e.ph === 'X' &&
          e.pid === stamp.pid &&
          e.tid === stamp.tid &&
          e.ts < stamp.ts
      );
      const ms = (us: number | undefined) => (us ?? 0) / 1000;
      return {
        longestCpuMs: Math.max(0, ...tasks.map((t) => ms(t.tdur))),
        over: tasks
          .filter((t) => ms(t.dur) > limitMs)
          .map((t) => ({ wallMs: ms(t.dur), cpuMs: ms(t.tdur) }))
      };
    }
  };
}
