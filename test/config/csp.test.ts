import { describe, expect, it } from 'vitest';
import {
  allowsConnect,
  CONNECT_SOURCES,
  contentSecurityPolicy,
  DYNAMODB_REGIONS
} from '../../config/csp.ts';

describe('connect-src', () => {
  it('allows the app, DynamoDB in each listed region and loopback emulators, and nothing else', () => {
    expect(CONNECT_SOURCES).toEqual([
      "'self'",
      ...DYNAMODB_REGIONS.map((r) => `https://dynamodb.${r}.amazonaws.com`),
      'http://localhost:*',
      'http://127.0.0.1:*'
    ]);
    // No source with a wildcard host: CSP allows one only as the left-most label, and we need none.
    expect(CONNECT_SOURCES.some((s) => s.includes('*.'))).toBe(false);
    expect(contentSecurityPolicy({ dev: false })).toContain(
      `connect-src ${CONNECT_SOURCES.join(' ')};`
    );
  });

  it.each([
    ['http://127.0.0.1:8000', true], // the embedded table under npm start
    ['http://localhost:4566', true], // LocalStack
    ['http://localhost:8000', true], // DynamoDB Local
    ['https://dynamodb.eu-west-1.amazonaws.com', true],
    ['https://dynamodb.eu-west-1.amazonaws.com:443', true],
    ['https://dynamodb.eu-west-1.amazonaws.com:8443', false],
    ['http://dynamodb.eu-west-1.amazonaws.com', false],
    ['https://sts.amazonaws.com', false],
    ['https://dynamodb.us-east-1.amazonaws.com.evil.com', false],
    ['https://localhost:8000', false],
    ['http://192.168.1.2:8000', false],
    ['http://[::1]:8000', false],
    ['not a url', false]
  ])('%s → %s', (origin, allowed) => {
    expect(allowsConnect(origin)).toBe(allowed);
  });

  it("matches 'self' only against the app's own origin", () => {
    expect(allowsConnect('https://keyscope.example', 'https://keyscope.example/app/')).toBe(true);
    expect(allowsConnect('https://other.example', 'https://keyscope.example/app/')).toBe(false);
    expect(allowsConnect('https://keyscope.example')).toBe(false);
  });

  it('lists valid region names, each once', () => {
    expect(new Set(DYNAMODB_REGIONS).size).toBe(DYNAMODB_REGIONS.length);
    for (const r of DYNAMODB_REGIONS) expect(r).toMatch(/^[a-z]{2}(-[a-z]+)+-\d$/);
  });
});
