import { describe, expect, it } from 'vitest';
import { createLiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { LiveRequestError } from '../../src/live/live-request-error.ts';
import { stubTransport } from './stub-transport.ts';

/** The access key id a request was signed with, from its Authorization header. */
const signedWith = (headers: Record<string, string>) =>
  /Credential=([^/]+)\//.exec(headers['authorization'] ?? '')?.[1];

describe('createLiveClient', () => {
  it('signs each request with the credentials held at that moment', async () => {
    const transport = stubTransport(() => ({ body: { TableNames: [] } }));
    const h = new CredentialsHolder();
    h.set({ accessKeyId: 'ASIAFIRST', secretAccessKey: 's1', sessionToken: 't1' });
    const client = createLiveClient({
      target: { kind: 'region', region: 'eu-west-1' },
      credentials: h,
      transport
    });
    await client.listTables({});
    h.set({ accessKeyId: 'ASIASECOND', secretAccessKey: 's2', sessionToken: 't2' });
    await client.listTables({});
    expect(transport.calls.map((c) => signedWith(c.headers))).toEqual(['ASIAFIRST', 'ASIASECOND']);
    expect(transport.calls.map((c) => c.headers['x-amz-security-token'])).toEqual(['t1', 't2']);
    h.clear();
    await expect(client.listTables({})).rejects.toMatchObject({ name: 'CredentialsMissing' });
    expect(transport.calls).toHaveLength(2);
    client.destroy();
  });

  it('calls the regional endpoint, with no SDK retries (the readers retry themselves)', async () => {
    let attempts = 0;
    const transport = stubTransport(() => {
      attempts++;
      return { error: 'ThrottlingException', message: 'slow down' };
    });
    const h = new CredentialsHolder();
    h.set({ accessKeyId: 'a', secretAccessKey: 'b' });
    const client = createLiveClient({
      target: { kind: 'region', region: 'eu-west-1' },
      credentials: h,
      transport
    });
    await expect(client.scan({ TableName: 't' })).rejects.toMatchObject({
      name: 'ThrottlingException',
      status: 400
    });
    expect(attempts).toBe(1);
    expect(transport.calls[0]!.headers['host']).toBe('dynamodb.eu-west-1.amazonaws.com');
    client.destroy();
  });

  it('marks a request stopped by its signal as aborted', async () => {
    const transport = stubTransport(
      () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })), 5)
        )
    );
    const h = new CredentialsHolder();
    h.set({ accessKeyId: 'a', secretAccessKey: 'b' });
    const client = createLiveClient({
      target: { kind: 'region', region: 'eu-west-1' },
      credentials: h,
      transport
    });
    const stop = new AbortController();
    const pending = client.scan({ TableName: 't' }, stop.signal);
    stop.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LiveRequestError);
    expect((error as LiveRequestError).aborted).toBe(true);
    client.destroy();
  });

  it('refuses a target it cannot call, before anything is sent', () => {
    expect(() =>
      createLiveClient({
        target: { kind: 'endpoint', endpoint: 'ftp://x' },
        credentials: new CredentialsHolder()
      })
    ).toThrow('must start with http:// or https://');
  });
});
