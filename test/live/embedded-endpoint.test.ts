import { describe, expect, it } from 'vitest';
import { embeddedEndpoint } from '../../src/live/embedded-endpoint.ts';

/** A document holding one `<meta name="keyscope-embedded-endpoint">` with `content`. */
function page(content: string | null): Pick<Document, 'querySelector'> {
  return {
    querySelector: (selector: string) =>
      selector === 'meta[name="keyscope-embedded-endpoint"]' && content !== null
        ? ({ getAttribute: (name: string) => (name === 'content' ? content : null) } as Element)
        : null
  } as Pick<Document, 'querySelector'>;
}

describe('embeddedEndpoint', () => {
  it('is undefined outside a page (tests, the CLI), where there is no embedded table', () => {
    expect(embeddedEndpoint()).toBeUndefined();
  });

  it('is undefined in a page served without one (a static deployment)', () => {
    expect(embeddedEndpoint(page(null))).toBeUndefined();
  });

  it.each([
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
    ['http://localhost:41234', 'http://localhost:41234'],
    ['https://127.0.0.1:8000', undefined],
    ['http://example.com:8000', undefined],
    ['http://127.0.0.1:8000/path', undefined],
    ['http://127.0.0.1', undefined],
    ['javascript:alert(1)', undefined],
    ['', undefined]
  ])('reads %j from the page as %j (loopback http with a port only)', (content, expected) => {
    expect(embeddedEndpoint(page(content))).toBe(expected);
  });
});
