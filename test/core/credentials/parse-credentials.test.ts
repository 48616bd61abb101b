import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCredentials } from '../../../src/core/credentials/parse-credentials.ts';

const ID = 'ASIAZ7EXAMPLEKEY1234';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY';
const TOKEN = 'IQoJb3JpZ2luX2VjEXAMPLE//////////TOKEN+with/slashes=';
const EXPIRY = '2025-01-31T12:34:56+00:00';

describe('parseCredentials', () => {
  it.each([
    [
      'env',
      `export AWS_ACCESS_KEY_ID=${ID}\nexport AWS_SECRET_ACCESS_KEY=${SECRET}\nexport AWS_SESSION_TOKEN=${TOKEN}\nexport AWS_CREDENTIAL_EXPIRATION=${EXPIRY}\n`
    ],
    [
      'env',
      `AWS_ACCESS_KEY_ID=${ID}\r\nAWS_SECRET_ACCESS_KEY="${SECRET}"\r\nAWS_SESSION_TOKEN='${TOKEN}'\r\nAWS_CREDENTIAL_EXPIRATION=${EXPIRY}`
    ],
    [
      'windows-cmd',
      `set AWS_ACCESS_KEY_ID=${ID}\nset AWS_SECRET_ACCESS_KEY=${SECRET}\nset AWS_SESSION_TOKEN=${TOKEN}\nset AWS_CREDENTIAL_EXPIRATION=${EXPIRY}`
    ],
    [
      'powershell',
      `$Env:AWS_ACCESS_KEY_ID="${ID}"\n$Env:AWS_SECRET_ACCESS_KEY="${SECRET}"\n$Env:AWS_SESSION_TOKEN="${TOKEN}"\n$Env:AWS_CREDENTIAL_EXPIRATION="${EXPIRY}"`
    ],
    [
      'process',
      JSON.stringify(
        {
          Version: 1,
          AccessKeyId: ID,
          SecretAccessKey: SECRET,
          SessionToken: TOKEN,
          Expiration: EXPIRY
        },
        null,
        2
      )
    ],
    [
      'ini',
      `[default]\naws_access_key_id = ${ID}\naws_secret_access_key = ${SECRET}\naws_session_token = ${TOKEN}\naws_credential_expiration = ${EXPIRY}\nregion = eu-west-1`
    ]
  ])('reads --format %s output', (format, text) => {
    expect(parseCredentials(text)).toEqual({
      ok: true,
      format,
      credentials: {
        accessKeyId: ID,
        secretAccessKey: SECRET,
        sessionToken: TOKEN,
        expiration: '2025-01-31T12:34:56.000Z'
      }
    });
  });

  it('takes long-term keys without a token or expiry, and skips other variables', () => {
    const r = parseCredentials(
      '# from my notes\nexport AWS_DEFAULT_REGION=us-east-1\nexport AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=s3cr3t'
    );
    expect(r).toEqual({
      ok: true,
      format: 'env',
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 's3cr3t' }
    });
  });

  it.each([
    ['', 'nothing was pasted'],
    ['export AWS_ACCESS_KEY_ID=ASIA1', 'no AWS_SECRET_ACCESS_KEY'],
    [`export AWS_SECRET_ACCESS_KEY=${SECRET}`, 'no AWS_ACCESS_KEY_ID'],
    [`export AWS_ACCESS_KEY_ID=${ID}\nthis line holds ${SECRET}`, 'line 2 is not "NAME=value"'],
    ['{"AccessKeyId": 1, "SecretAccessKey": "x"}', '"AccessKeyId" must be a string, got number'],
    ['{"AccessKeyId": "a"', 'is not valid JSON'],
    ['[1]', 'no AWS_ACCESS_KEY_ID'],
    ['{"Version": 2, "AccessKeyId": "a", "SecretAccessKey": "b"}', '"Version" must be 1'],
    [`{"AccessKeyId":"${ID}","SecretAccessKey":"${SECRET}","Expiration":"soon"}`, 'not a date']
  ])('refuses %j: %s', (text, message) => {
    const r = parseCredentials(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain(message);
  });

  it('never repeats a pasted value in an error', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9/+=]{16,40}$/),
        fc.constantFrom('line', 'json', 'date'),
        (secret, kind) => {
          const text =
            kind === 'line'
              ? `AWS_ACCESS_KEY_ID=${ID}\n${secret} ${secret}`
              : kind === 'json'
                ? `{"AccessKeyId": "${ID}", "SecretAccessKey": "${secret}", "Expiration": "${secret}"}`
                : `{"AccessKeyId": ${JSON.stringify(secret)}, "SecretAccessKey": 5}`;
          const r = parseCredentials(text);
          return r.ok || !r.error.includes(secret);
        }
      ),
      { seed: 20241201, numRuns: 300 }
    );
  });

  it('does not let __proto__ keys in the JSON reach the result', () => {
    const r = parseCredentials(
      `{"__proto__": {"AccessKeyId": "evil"}, "AccessKeyId": "${ID}", "SecretAccessKey": "${SECRET}"}`
    );
    expect(r.ok && r.credentials).toEqual({ accessKeyId: ID, secretAccessKey: SECRET });
  });
});
