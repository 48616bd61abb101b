/**
 * After a browser fetch fails with a bare TypeError, tell "nothing there" from "CORS refused":
 * a `no-cors` request gets an opaque answer from any server that is up, whatever its CORS
 * settings, and fails the same way only when nothing answers. Sends nothing to DynamoDB's API
 * (a GET of the root, which no DynamoDB-compatible server treats as an operation).
 */
export async function probeEndpoint(
  endpoint: string,
  fetchImpl: typeof fetch = globalThis.fetch
): Promise<boolean> {
  try {
    await fetchImpl(endpoint, { mode: 'no-cors', method: 'GET', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}
