import { afterEach, describe, expect, it } from 'vitest';
import { pageActivity } from '../../../src/ui/kit/page-activity.ts';

/** Resolves after the microtask checkpoint in which mutation observers are told. */
const observed = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts listening; `count()` is how many times activity was told of so far. */
function listen() {
  let told = 0;
  const stop = pageActivity(document)(() => told++);
  return { stop, count: () => told };
}

describe('pageActivity', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.replaceChildren();
  });

  /** A pointer, key or wheel event on the body, as the browser dispatches one. */
  const input = (event: Event) => () => void document.body.dispatchEvent(event);
  /** A paragraph of text, in the document before listening starts. */
  const paragraph = () => {
    const p = document.createElement('p');
    p.textContent = 'a';
    document.body.append(p);
    return p;
  };

  it.each([
    ['a key', input(new KeyboardEvent('keydown', { bubbles: true }))],
    ['a pointer press', input(new PointerEvent('pointerdown', { bubbles: true }))],
    ['a touch', input(new Event('touchstart', { bubbles: true }))],
    ['a wheel turn', input(new WheelEvent('wheel', { bubbles: true }))],
    ['an element added', () => void document.body.append(document.createElement('p'))],
    ['an attribute set', () => document.body.setAttribute('data-x', '1')],
    ['a text changed', (p: HTMLElement) => void (p.firstChild!.nodeValue = 'b')]
  ])('tells of %s', async (_name, act) => {
    const p = paragraph();
    await observed();
    const l = listen();
    stop = l.stop;
    act(p);
    await observed();
    expect(l.count()).toBeGreaterThan(0);
  });

  it('does not tell of a pointer moving', async () => {
    const l = listen();
    stop = l.stop;
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    await observed();
    expect(l.count()).toBe(0);
  });

  it('tells of nothing once stopped', async () => {
    const l = listen();
    l.stop();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.append(document.createElement('p'));
    await observed();
    expect(l.count()).toBe(0);
  });
});
