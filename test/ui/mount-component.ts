import { flushSync, mount, unmount, type Component } from 'svelte';
import { afterEach } from 'vitest';
import '../../src/ui/app.css';

const mounted: Record<string, unknown>[] = [];

/**
 * Mounts a component in a fresh element of the test page, with the app's global styles; every
 * component mounted is removed after each test.
 */
export function mountComponent<Props extends Record<string, unknown>>(
  component: Component<Props>,
  props: Props
): HTMLElement {
  const target = document.createElement('div');
  document.body.append(target);
  mounted.push(mount(component, { target, props }));
  flushSync();
  return target;
}

afterEach(() => {
  for (const instance of mounted.splice(0)) void unmount(instance);
  document.body.replaceChildren();
});
