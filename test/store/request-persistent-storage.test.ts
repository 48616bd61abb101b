import { describe, expect, it } from 'vitest';
import { requestPersistentStorage } from '../../src/store/request-persistent-storage.ts';

const storage = (persisted: boolean | Error, persist: boolean | Error) => ({
  persisted: async () => {
    if (persisted instanceof Error) throw persisted;
    return persisted;
  },
  persist: async () => {
    if (persist instanceof Error) throw persist;
    return persist;
  }
});

describe('requestPersistentStorage', () => {
  it.each([
    ['already persisted', storage(true, false), 'granted'],
    ['granted now', storage(false, true), 'granted'],
    ['refused', storage(false, false), 'denied'],
    ['a failing call', storage(false, new Error('nope')), 'unavailable'],
    ['no StorageManager', undefined, 'unavailable'],
    ['no persist method', { persisted: async () => false } as never, 'unavailable']
  ])('answers %s with %s', async (_, s, answer) => {
    expect(await requestPersistentStorage(s)).toBe(answer);
  });
});
