import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_ENDPOINT_ENV,
  EMBEDDED_ENDPOINT_META,
  embeddedEndpointFromEnv,
  withEmbeddedEndpoint
} from '../../config/embedded-endpoint-plugin.ts';
import { embeddedEndpoint } from '../../src/live/embedded-endpoint.ts';

const HTML = '<!doctype html><html><head><meta charset="UTF-8" /></head><body></body></html>';

describe('the embedded endpoint in the served page', () => {
  it('is read from the environment, loopback only', () => {
    expect(embeddedEndpointFromEnv({})).toBeUndefined();
    expect(embeddedEndpointFromEnv({ [EMBEDDED_ENDPOINT_ENV]: '' })).toBeUndefined();
    expect(embeddedEndpointFromEnv({ [EMBEDDED_ENDPOINT_ENV]: 'http://127.0.0.1:8000' })).toBe(
      'http://127.0.0.1:8000'
    );
    expect(() =>
      embeddedEndpointFromEnv({ [EMBEDDED_ENDPOINT_ENV]: 'http://10.0.0.1:8000' })
    ).toThrow(/KEYSCOPE_LOCAL_DYNAMODB_ENDPOINT must be a loopback URL/);
  });

  it('goes into index.html as the meta tag the page reads', () => {
    const html = withEmbeddedEndpoint(HTML, 'http://127.0.0.1:8123');
    expect(html).toContain(
      `<meta name="${EMBEDDED_ENDPOINT_META}" content="http://127.0.0.1:8123" />`
    );
    // The page side reads exactly what the plugin writes.
    const content = /content="([^"]*)"/.exec(html.split(EMBEDDED_ENDPOINT_META)[1]!)![1]!;
    const doc = {
      querySelector: () => ({ getAttribute: () => content })
    } as unknown as Pick<Document, 'querySelector'>;
    expect(embeddedEndpoint(doc)).toBe('http://127.0.0.1:8123');
  });

  it('refuses a URL that could break out of the attribute', () => {
    expect(() => withEmbeddedEndpoint(HTML, 'http://127.0.0.1:80"><script>')).toThrow(
      /loopback URL/
    );
    expect(() => withEmbeddedEndpoint('<html></html>', 'http://127.0.0.1:80')).toThrow(/<\/head>/);
  });
});
