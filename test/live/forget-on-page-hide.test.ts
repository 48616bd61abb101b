import { describe, expect, it } from 'vitest';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { forgetOnPageHide } from '../../src/live/forget-on-page-hide.ts';

describe('forgetOnPageHide', () => {
  it('clears the credentials and closes the client on pagehide, until stopped', () => {
    const page = new EventTarget();
    const holder = new CredentialsHolder();
    holder.set({ accessKeyId: 'a', secretAccessKey: 'b' });
    let closed = 0;
    const stop = forgetOnPageHide(page, holder, { destroy: () => void closed++ });
    page.dispatchEvent(new Event('visibilitychange'));
    expect(holder.held).toBe(true);
    page.dispatchEvent(new Event('pagehide'));
    expect(holder.held).toBe(false);
    expect(closed).toBe(1);
    holder.set({ accessKeyId: 'a', secretAccessKey: 'b' });
    stop();
    page.dispatchEvent(new Event('pagehide'));
    expect(holder.held).toBe(true);
  });
});
