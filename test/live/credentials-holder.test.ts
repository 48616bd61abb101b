import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY';
const TOKEN = 'IQoJb3JpZ2luX2VjTOKENEXAMPLE==';
const ID = 'ASIAZ7EXAMPLEKEY1234';

function held(): CredentialsHolder {
  const h = new CredentialsHolder();
  h.set({
    accessKeyId: ID,
    secretAccessKey: SECRET,
    sessionToken: TOKEN,
    expiration: '2025-01-31T12:00:00.000Z'
  });
  return h;
}

describe('CredentialsHolder', () => {
  it('shows only a summary, however it is printed', () => {
    const h = held();
    const shown = [
      JSON.stringify(h),
      String(h),
      `${h}`,
      inspect(h),
      inspect({ nested: h }, { depth: 5 }),
      JSON.stringify({ h })
    ];
    for (const text of shown) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(ID);
    }
    expect(h.summary()).toEqual({
      held: true,
      accessKey: 'ASIA…1234',
      kind: 'temporary',
      sessionToken: true,
      expiration: '2025-01-31T12:00:00.000Z'
    });
    expect(Object.keys(h)).toEqual([]); // nothing enumerable to copy out
  });

  it('forgets on clear, and counts every change so clients re-sign', () => {
    const h = held();
    const v = h.version;
    h.clear();
    expect(h.held).toBe(false);
    expect(h.reveal()).toBeNull();
    expect(h.summary()).toEqual({ held: false });
    expect(h.version).toBe(v + 1);
    h.set({ accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 's' });
    expect(h.version).toBe(v + 2);
    expect(h.summary().kind).toBe('long-term');
  });

  it('redacts the secret, the token and the key id from any text', () => {
    const h = held();
    const text = `Canonical request: x-amz-security-token:${TOKEN}\nCredential=${ID}/20250131 secret ${SECRET}`;
    const out = h.redact(text);
    expect(out).not.toContain(SECRET);
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(ID);
    expect(out).toContain('[redacted]');
    expect(new CredentialsHolder().redact(text)).toBe(text);
  });

  it('keeps its own copy: changing the object given does not change what it signs with', () => {
    const h = new CredentialsHolder();
    const given = { accessKeyId: 'a1234', secretAccessKey: 'b1234' };
    h.set(given);
    given.secretAccessKey = 'changed';
    expect(h.reveal()!.secretAccessKey).toBe('b1234');
    expect(Object.isFrozen(h.reveal())).toBe(true);
  });
});
