import { describe, expect, it } from 'vitest';
import { checkTarget } from '../../src/live/live-target.ts';

describe('checkTarget', () => {
  it.each([
    [
      { kind: 'embedded', endpoint: 'http://127.0.0.1:8000' },
      {
        kind: 'embedded',
        endpoint: 'http://127.0.0.1:8000',
        region: 'us-east-1',
        local: true,
        label: 'embedded (http://127.0.0.1:8000)'
      }
    ],
    [
      { kind: 'endpoint', endpoint: 'http://localhost:4566/', region: 'eu-west-1' },
      {
        kind: 'endpoint',
        endpoint: 'http://localhost:4566',
        region: 'eu-west-1',
        local: true,
        label: 'http://localhost:4566'
      }
    ],
    [
      { kind: 'region', region: 'eu-central-1' },
      { kind: 'region', region: 'eu-central-1', local: false, label: 'eu-central-1' }
    ]
  ] as const)('accepts %j', (target, checked) => {
    expect(checkTarget(target)).toEqual({ ok: true, target: checked });
  });

  it.each([
    [{ kind: 'endpoint', endpoint: 'localhost:8000' }, 'must start with http:// or https://'],
    [{ kind: 'endpoint', endpoint: 'not a url' }, 'is not a URL'],
    [
      { kind: 'endpoint', endpoint: 'http://user:pw@localhost:8000' },
      'must not carry a user name or password'
    ],
    [{ kind: 'endpoint', endpoint: 'http://localhost:8000/shell?x=1' }, 'remove "/shell?x=1"'],
    [
      { kind: 'endpoint', endpoint: 'http://192.168.1.20:8000' },
      'Content-Security-Policy does not allow calls to http://192.168.1.20:8000'
    ],
    [{ kind: 'endpoint', endpoint: 'https://localhost:8000' }, 'Content-Security-Policy'],
    [{ kind: 'embedded', endpoint: 'http://example.com:8000' }, 'must be on loopback'],
    [{ kind: 'region', region: 'xx-north-9' }, 'is not a region Keyscope may call'],
    [{ kind: 'region', region: 'us east 1' }, 'is not a region name']
  ] as const)('refuses %j', (target, message) => {
    const r = checkTarget(target);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain(message);
  });

  it('lets the CLI call hosts and regions the browser policy does not list', () => {
    expect(
      checkTarget({ kind: 'endpoint', endpoint: 'http://dynamodb-local:8000' }, 'node').ok
    ).toBe(true);
    expect(checkTarget({ kind: 'region', region: 'cn-north-1' }, 'node').ok).toBe(true);
    expect(checkTarget({ kind: 'region', region: 'cn-north-1' }, 'browser').ok).toBe(false);
  });
});
