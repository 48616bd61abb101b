import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Replaces `Intl.NumberFormat` with one that records the locales it is made with. */
function recordNumberFormats(): unknown[] {
  const locales: unknown[] = [];
  class Recording extends Intl.NumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      locales.push(args[0]);
    }
  }
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: Recording })
  );
  return locales;
}

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
