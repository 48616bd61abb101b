import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordNumberFormats } from '../helpers/record-number-formats.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Evaluates the worker's module with a stand-in worker scope, as a browser would start it. */
async function startWorker(): Promise<{ close: () => void; onmessage: unknown }> {
  const scope = { close: vi.fn(), onmessage: null as unknown };
  vi.stubGlobal('self', scope);
  await import('../../src/workers/font-warm.worker.ts');
  return scope;
}

describe('the warm-up worker', () => {
  it("makes an 'en' number format as it starts, before any request: ICU's data is then loaded for the page", async () => {
    const made = recordNumberFormats();
    const scope = await startWorker();
    expect(made).toEqual(['en']);
    expect(scope.onmessage).toBeTypeOf('function');
  });

  it('formats numbers in the locale the heat report makes its formats in at start', async () => {
    const made = recordNumberFormats();
    (await import('../../src/ui/heat-report/format-heat.ts')).makeHeatFormats();
    const pageLocales = new Set(made.splice(0));
    await startWorker();
    expect([...pageLocales]).toEqual(made);
  });
});
