import type { Visibility } from '../../src/ui/kit/when-settled.ts';

/**
 * A document whose visibility the test sets (`hide()` fires `visibilitychange` as a browser
 * does), counting the listeners it holds (`listening`), for code that waits on a page being
 * shown or hidden (whenSettled, whenQuiet).
 */
export function visibilityByHand(initially: DocumentVisibilityState = 'visible') {
  const target = new EventTarget();
  let listening = 0;
  const doc = {
    visibilityState: initially,
    addEventListener: (type: string, listener: EventListener) => {
      listening++;
      target.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      listening--;
      target.removeEventListener(type, listener);
    }
  };
  return {
    doc: doc as unknown as Visibility,
    get listening() {
      return listening;
    },
    hide() {
      doc.visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    }
  };
}
