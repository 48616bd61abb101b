// The studio is exactly the window: at 1280×720 no tab, example or lesson step makes the
// document taller than the window, and the mouse wheel over the top bar scrolls nothing. (A
// visually hidden text positioned against <body> once stretched the page below the window, so
// the wheel scrolled the top bar away and left a blank band.)
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltApp, watchPage } from './browser.ts';

interface Case {
  readonly name: string;
  readonly hash: string;
  /** The view tab to bring to the front, and what shows it has drawn. */
  readonly tab?: { readonly name: string; readonly drawn: string };
}

const examples = JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as {
  id: string;
}[];
const lessons = JSON.parse(readFileSync('public/lessons/index.json', 'utf8')) as {
  id: string;
  steps: number;
}[];

const TABS: Case[] = [
  { name: 'Items', drawn: '[role="table"] [role="row"]' },
  { name: 'Graph', drawn: '[data-node]' },
  { name: 'Heat', drawn: '[data-testid="heat-summary"]' },
  { name: 'Live', drawn: '#view-panel button' }
].map((tab) => ({ name: `the ${tab.name} tab`, hash: '#example=gaming', tab }));
const EXAMPLES: Case[] = examples.map((e) => ({
  name: `the example ${e.id}`,
  hash: `#example=${e.id}`
}));
const STEPS: Case[] = lessons.flatMap((l) =>
  Array.from({ length: l.steps }, (_, i) => ({
    name: `lesson ${l.id}, step ${i + 1}`,
    hash: `#lesson=${l.id}&step=${i + 1}`
  }))
);

/** Resolves after the page has taken a wheel event and painted what it did with it. */
async function wheelOver(page: Page, x: number, y: number): Promise<void> {
  const taken = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        addEventListener(
          'wheel',
          // A scroll the wheel starts is under way by the next frames; wait for a few.
          () => {
            let frames = 6;
            const tick = () => (--frames === 0 ? resolve() : requestAnimationFrame(tick));
            requestAnimationFrame(tick);
          },
          { once: true, capture: true }
        )
      )
  );
  // The listener is in place once evaluate has run its synchronous part.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 600);
  await taken;
}

describe('the page fits the window', () => {
  const env = useBuiltApp();

  it.each([...TABS, ...EXAMPLES, ...STEPS])(
    '$name: the document is as tall as the window and the wheel scrolls nothing',
    async ({ hash, tab }) => {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      const problems = await watchPage(page);
      await page.goto(`${env.app.url}${hash}`);
      // A lesson step is drawn once its checks have run (a step's design may show no table).
      if (hash.startsWith('#lesson='))
        await page
          .getByRole('region', { name: 'Lesson', exact: true })
          .locator('li.check[data-pass]')
          .first()
          .waitFor();
      else await page.locator('[role="table"] [role="row"]').nth(1).waitFor();
      if (tab) {
        await page.getByRole('tab', { name: tab.name }).click();
        await page.locator(tab.drawn).first().waitFor();
      }
      const size = () =>
        page.evaluate(() => ({
          scrollHeight: document.documentElement.scrollHeight,
          scrollWidth: document.documentElement.scrollWidth,
          scrollY
        }));
      expect(await size()).toEqual({ scrollHeight: 720, scrollWidth: 1280, scrollY: 0 });
      // The wheel over the top bar (its product name, no control under the pointer).
      const brand = await page.locator('header .brand').boundingBox();
      expect(brand).not.toBeNull();
      await wheelOver(page, brand!.x + brand!.width / 2, brand!.y + brand!.height / 2);
      expect(await size()).toEqual({ scrollHeight: 720, scrollWidth: 1280, scrollY: 0 });
      expect(problems.errors).toEqual([]);
      await context.close();
    }
  );
});
