import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { probeEndpoint } from '../../src/live/probe-endpoint.ts';

describe('probeEndpoint', () => {
  it('is true when a server answers (whatever its CORS headers) and false when none does', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end('no CORS headers here');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await probeEndpoint(url)).toBe(true);
    expect(seen).toEqual(['GET /']);
    await new Promise((r) => server.close(r));
    expect(await probeEndpoint(url)).toBe(false);
  });

  it('sends no credentials and asks for no CORS', async () => {
    let init: RequestInit | undefined;
    await probeEndpoint('http://127.0.0.1:1', (async (_url: string, i?: RequestInit) => {
      init = i;
      return new Response('');
    }) as typeof fetch);
    expect(init).toEqual({ mode: 'no-cors', method: 'GET', credentials: 'omit' });
  });
});
