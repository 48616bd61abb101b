// The progress store as the studio opens it: a working store, and the learner told in plain
// words when another tab's upgrade takes the database away.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LIBRARY_DB, LIBRARY_VERSION } from '../../../src/store/library-schema.ts';
import { openProgressStore } from '../../../src/ui/lessons/open-progress-store.ts';

describe('openProgressStore', () => {
  it('opens the library database’s progress store', async () => {
    const store = await openProgressStore(() => {});
    await store.visit('gaming-keys', 'composite-key');
    expect((await store.get('gaming-keys'))?.currentStep).toBe('composite-key');
    store.close();
  });

  it('says to reload when a newer tab upgrades the database', async () => {
    const said: string[] = [];
    await openProgressStore((p) => said.push(p));
    await new Promise<void>((done, fail) => {
      const newer = indexedDB.open(LIBRARY_DB, LIBRARY_VERSION + 1);
      newer.onsuccess = () => (newer.result.close(), done());
      newer.onerror = () => fail(newer.error);
    });
    expect(said).toEqual([
      'Another tab updated how Keyscope stores its data; reload this page to keep saving progress.'
    ]);
  });
});
