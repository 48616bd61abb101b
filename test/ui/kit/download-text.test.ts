// Exports (designs, lessons) save through a Blob URL on a temporary link, which is revoked after
// the download starts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from '../../../src/ui/kit/download-text.ts';

describe('downloadText', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a hidden link to a Blob of the text, named as asked, then revokes the URL', async () => {
    vi.useFakeTimers();
    const clicked: { href: string; download: string; hidden: boolean }[] = [];
    const appended: unknown[] = [];
    const link = {
      href: '',
      download: '',
      hidden: false,
      click() {
        clicked.push({ href: this.href, download: this.download, hidden: this.hidden });
      },
      remove() {
        appended.splice(appended.indexOf(this), 1);
      }
    };
    const doc = {
      createElement: (tag: string) => (expect(tag).toBe('a'), link),
      body: { append: (el: unknown) => appended.push(el) }
    } as unknown as Document;
    downloadText(
      doc,
      'gaming-keys.lesson.json',
      'application/json',
      '{"format": "keyscope.lesson"}\n'
    );
    expect(clicked).toEqual([
      { href: expect.stringMatching(/^blob:/), download: 'gaming-keys.lesson.json', hidden: true }
    ]);
    expect(appended).toEqual([]);
    const url = clicked[0]!.href;
    const { resolveObjectURL } = await import('node:buffer');
    expect(await resolveObjectURL(url)?.text()).toBe('{"format": "keyscope.lesson"}\n');
    vi.advanceTimersByTime(1000);
    expect(resolveObjectURL(url)).toBeUndefined();
  });
});
