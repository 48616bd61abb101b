/**
 * Issue a transaction's requests and wait for it to commit. Every promise gets a handler at
 * once: when the transaction aborts (a full disk), each request and `done` reject together, and
 * a request that throws synchronously leaves the others pending; the first failure is what the
 * caller sees (with `tx.error`, through `guardStorage`), none is left unhandled.
 */
export async function settleRequests(
  tx: { done: Promise<void> },
  issue: (add: (request: Promise<unknown>) => void) => void
): Promise<void> {
  const all: Promise<unknown>[] = [];
  const add = (request: Promise<unknown>) => {
    request.catch(() => undefined);
    all.push(request);
  };
  add(tx.done);
  issue(add);
  await Promise.all(all);
}
