// The JavaScript heap a page uses, its dedicated workers' included (the analysis worker holds a
// live load's items), after a full collection in each — read over the DevTools protocol.
import type { Browser, Page } from 'playwright-core';

/** Heap in use, in bytes: the page's main thread and each of its workers. */
export interface PageHeap {
  readonly page: number;
  readonly workers: number;
}

interface TargetInfo {
  targetId: string;
  type: string;
}

/**
 * Collects garbage and reads `Runtime.getHeapUsage` in `page` and in every worker target of the
 * browser (the benchmarks keep one page open at a time). Workers are reached through the browser
 * session's `Target.sendMessageToTarget`, as Playwright opens CDP sessions on pages only.
 */
export async function pageHeap(browser: Browser, page: Page): Promise<PageHeap> {
  const own = await page.context().newCDPSession(page);
  await own.send('HeapProfiler.collectGarbage');
  const { usedSize } = await own.send('Runtime.getHeapUsage');
  await own.detach();

  const session = await browser.newBrowserCDPSession();
  const answers = new Map<string, (result: { usedSize: number }) => void>();
  session.on('Target.receivedMessageFromTarget', (event) => {
    const m = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } };
    if (m.id === 2 && m.result) answers.get(event.sessionId!)?.(m.result);
  });
  const { targetInfos } = (await session.send('Target.getTargets')) as {
    targetInfos: TargetInfo[];
  };
  let workers = 0;
  for (const t of targetInfos.filter((t) => t.type === 'worker')) {
    const { sessionId } = (await session.send('Target.attachToTarget', {
      targetId: t.targetId,
      flatten: false
    })) as { sessionId: string };
    const answer = new Promise<{ usedSize: number }>((r) => answers.set(sessionId, r));
    const say = (id: number, method: string) =>
      session.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method })
      });
    await say(1, 'HeapProfiler.collectGarbage');
    await say(2, 'Runtime.getHeapUsage');
    workers += (await answer).usedSize;
    await session.send('Target.detachFromTarget', { sessionId });
  }
  await session.detach();
  return { page: usedSize, workers };
}
