import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../src/ui/kit/copy-text.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('writes the text to the clipboard and says it did', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('USER#ann')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('USER#ann');
  });

  it('says false when the browser refuses, so the caller offers the text to select', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('x')).toBe(false);
  });

  it('says false when there is no clipboard at all (an insecure origin)', async () => {
    vi.stubGlobal('navigator', {});
    expect(await copyText('x')).toBe(false);
  });
});
