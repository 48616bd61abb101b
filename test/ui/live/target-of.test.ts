import { describe, expect, it } from 'vitest';
import { targetOf, type TargetForm } from '../../../src/ui/live/target-of.ts';

const form: TargetForm = {
  kind: 'endpoint',
  endpoint: '',
  endpointRegion: '',
  region: 'eu-west-1'
};

describe('targetOf', () => {
  it.each<[string, Partial<TargetForm>, string | undefined, unknown]>([
    [
      'the embedded table',
      { kind: 'embedded' },
      'http://127.0.0.1:8000',
      { kind: 'embedded', endpoint: 'http://127.0.0.1:8000' }
    ],
    [
      'an endpoint, trimmed',
      { endpoint: ' http://localhost:8000 ' },
      undefined,
      { kind: 'endpoint', endpoint: 'http://localhost:8000' }
    ],
    [
      'an endpoint with a region',
      { endpoint: 'http://localhost:4566', endpointRegion: 'eu-west-2' },
      undefined,
      { kind: 'endpoint', endpoint: 'http://localhost:4566', region: 'eu-west-2' }
    ],
    ['a region', { kind: 'region' }, undefined, { kind: 'region', region: 'eu-west-1' }],
    // No embedded table (a static deployment): the endpoint fields, which checkTarget then judges.
    [
      'embedded without one',
      { kind: 'embedded', endpoint: 'x' },
      undefined,
      { kind: 'endpoint', endpoint: 'x' }
    ]
  ])('%s', (_, change, embedded, target) => {
    expect(targetOf({ ...form, ...change }, embedded)).toEqual(target);
  });
});
