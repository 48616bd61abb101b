import { FONT_STACK_PROPERTIES } from './font-warmup.ts';

/**
 * The app's font stacks as `root`'s custom properties set them (`FONT_STACK_PROPERTIES`, the
 * stacks' one home is `app.css`), leaving out any not set. Read once `app.css` has loaded.
 *
 * @example
 * fontStacks(document.documentElement); // ['system-ui, sans-serif', 'ui-monospace, monospace']
 */
export function fontStacks(root: Element): string[] {
  const style = getComputedStyle(root);
  return FONT_STACK_PROPERTIES.map((name) => style.getPropertyValue(name).trim()).filter(
    (stack) => stack !== ''
  );
}
