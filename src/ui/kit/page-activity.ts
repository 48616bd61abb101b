/**
 * Calls `onActive` whenever the user or the page does something: a key, a click or touch, a
 * wheel turn, or any change to the document (a live load's progress, an analysis's answer, a
 * table's rows). Returns the function that stops listening.
 *
 * Why the document's changes and not only input: work the user started goes on without them (a
 * million items analysed, a table streamed in), and every piece of it ends in the DOM. A page
 * whose document has not changed for a while has nothing in flight worth keeping a core for.
 *
 * @example
 * const stop = pageActivity()(() => (last = performance.now()));
 */
export function pageActivity(doc: Document = document): (onActive: () => void) => () => void {
  return (onActive) => {
    const options = { capture: true, passive: true } as const;
    for (const type of INPUT) doc.addEventListener(type, onActive, options);
    const observer = new MutationObserver(onActive);
    observer.observe(doc, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true
    });
    return () => {
      observer.disconnect();
      for (const type of INPUT) doc.removeEventListener(type, onActive, options);
    };
  };
}

/** The input that tells of a user at work (not pointer moves: a resting hand still moves). */
const INPUT = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
