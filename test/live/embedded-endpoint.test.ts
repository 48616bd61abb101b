import { describe, expect, it } from 'vitest';
import { embeddedEndpoint } from '../../src/live/embedded-endpoint.ts';

describe('embeddedEndpoint', () => {
  it('is undefined outside Vite (tests, the CLI), where there is no embedded table', () => {
    expect(embeddedEndpoint()).toBeUndefined();
  });
});
