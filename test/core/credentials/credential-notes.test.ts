import { describe, expect, it } from 'vitest';
import { credentialNotes } from '../../../src/core/credentials/credential-notes.ts';

const NOW = new Date('2025-01-31T12:00:00Z');

describe('credentialNotes', () => {
  it('warns about long-term keys and recommends temporary ones', () => {
    const notes = credentialNotes(
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'x' },
      NOW
    );
    expect(notes.map((n) => [n.severity, n.code])).toEqual([['warning', 'credentials.long-term']]);
    expect(notes[0]!.message).toContain('ASIA');
    expect(notes[0]!.message).toContain('aws configure export-credentials');
  });

  it('says nothing about temporary keys with their token and no expiry', () => {
    expect(
      credentialNotes({ accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'x', sessionToken: 't' }, NOW)
    ).toEqual([]);
  });

  it('wants the session token of a temporary key', () => {
    expect(
      credentialNotes({ accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'x' }, NOW).map((n) => n.code)
    ).toEqual(['credentials.token-missing']);
  });

  it.each([
    ['2025-01-31T12:47:00.000Z', 'info', 'credentials.expires', 'in 47 min'],
    ['2025-01-31T18:00:00.000Z', 'info', 'credentials.expires', 'in 6 h'],
    [
      '2025-01-31T11:00:00.000Z',
      'error',
      'credentials.expired',
      'expired at 2025-01-31T11:00:00.000Z'
    ]
  ])('shows the expiry %s', (expiration, severity, code, text) => {
    const [note] = credentialNotes(
      { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'x', sessionToken: 't', expiration },
      NOW
    );
    expect(note?.severity).toBe(severity);
    expect(note?.code).toBe(code);
    expect(note?.message).toContain(text);
  });

  it.each([
    [
      'access key id',
      { accessKeyId: 'ASIA\u{1F600}EXAMPLE', secretAccessKey: 's', sessionToken: 't' },
      5
    ],
    [
      'secret access key',
      { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'ab\u2019c', sessionToken: 't' },
      3
    ],
    [
      'session token',
      { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 's', sessionToken: 'tok\nen' },
      4
    ]
  ])('says where the %s has a character no credential has, without showing it', (field, c, at) => {
    const notes = credentialNotes(c, new Date(0)).filter((n) => n.code === 'credentials.not-ascii');
    expect(notes.map((n) => n.message)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The ${field} has a character AWS credentials never contain, at position ${at} `
        )
      )
    ]);
    expect(notes[0]!.severity).toBe('error');
    expect(notes[0]!.message).not.toMatch(/[\u{1F600}\u2019\n]/u);
  });

  it('never shows the secret or the token', () => {
    const notes = credentialNotes(
      {
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'SECRETVALUE',
        sessionToken: 'TOKENVALUE',
        expiration: '2025-01-31T13:00:00Z'
      },
      NOW
    );
    for (const n of notes) expect(n.message).not.toMatch(/SECRETVALUE|TOKENVALUE/);
  });
});
