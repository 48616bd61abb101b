import { describe, expect, it, vi } from 'vitest';
import { classifyStorageError } from '../../src/store/classify-storage-error.ts';
import { StorageError } from '../../src/store/storage-error.ts';
import { example, freshName, openLibrary } from './library-test-helpers.ts';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const abort = () => new DOMException('The transaction was aborted.', 'AbortError');

describe('classifyStorageError', () => {
  it.each([
    ['QuotaExceededError', quota(), undefined],
    ['an AbortError whose transaction failed on quota', abort(), quota()],
    ['an AbortError wrapping it as cause', new Error('aborted', { cause: quota() }), undefined],
    [
      'an AbortError wrapping it as inner (Dexie)',
      Object.assign(abort(), { inner: quota() }),
      undefined
    ],
    ["Firefox's name", { name: 'NS_ERROR_DOM_QUOTA_REACHED', message: 'full' }, undefined],
    ['the legacy code 22', { name: 'Error', code: 22 }, undefined]
  ])('sees a full disk in %s', (_, error, txError) => {
    const p = classifyStorageError(error, txError);
    expect(p.kind).toBe('quota');
    expect(p.message).toMatch(/storage for Keyscope is full.*Export the design to a file/);
  });

  it.each([
    [abort(), undefined, 'unknown'],
    [new DOMException('x', 'VersionError'), undefined, 'newer-database'],
    [new DOMException('x', 'InvalidStateError'), undefined, 'unavailable'],
    [new TypeError('boom'), undefined, 'unknown'],
    ['a string', undefined, 'unknown'],
    [null, undefined, 'unknown']
  ])('classifies %s as %s', (error, txError, kind) => {
    const p = classifyStorageError(error, txError);
    expect(p.kind).toBe(kind);
    expect(p.message).toMatch(/export the design to a file|reload the page/);
  });

  it('passes a StorageError through as it is', () => {
    const problem = { kind: 'conflict' as const, message: 'm' };
    expect(classifyStorageError(new StorageError(problem))).toBe(problem);
  });
});

describe('the quota path through the library', () => {
  it('a save that fills the disk fails as quota (AbortError on the request, QuotaExceededError on the transaction) and keeps the stored design', async () => {
    const lib = await openLibrary(freshName());
    const gaming = example('gaming');
    const entry = await lib.create({ design: gaming, generation: { runs: [] } });
    // What a browser does when a write passes the quota: the transaction aborts with
    // QuotaExceededError, each of its requests fails with AbortError.
    const put = IDBObjectStore.prototype.put;
    const aborted = new WeakSet<object>();
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      const request = put.apply(this, args);
      // After the task that issued the requests, before the commit, as a browser would.
      const tx = this.transaction as unknown as { _abort(name: string): void };
      if (!aborted.has(tx)) {
        aborted.add(tx);
        queueMicrotask(() => tx._abort('QuotaExceededError'));
      }
      return request;
    });
    try {
      const err = await lib
        .save(
          entry.id,
          { design: { ...gaming, name: 'bigger' }, generation: { runs: [] } },
          { expectedRevision: 1 }
        )
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StorageError);
      expect((err as StorageError).problem.kind).toBe('quota');
      expect((err as StorageError).message).toMatch(/Export the design to a file/);
      const create = await lib
        .create({ design: gaming, generation: { runs: [] } })
        .catch((e: unknown) => e);
      expect((create as StorageError).problem.kind).toBe('quota');
    } finally {
      spy.mockRestore();
    }
    expect((await lib.open(entry.id)).design.name).toBe(gaming.name);
    expect((await lib.list()).length).toBe(1);
    lib.close();
  });
});
