import { describe, expect, it } from 'vitest';
import { findUnnamedControls, watchPage, useBuiltApp } from './browser.ts';
import { showOpenChoices } from './studio-helpers.ts';

const EXAMPLE_TITLES = [
  'Gaming (AWS workshop)',
  'Library catalogue',
  'Library catalogue — author-only sort key (collides)',
  'Library catalogue — Language as hash key (hot)',
  'To-do app as a graph of relationships',
  'People and Music',
  'Tournament matches (multi-attribute keys)',
  'Tournament matches (synthetic keys, to convert)'
];

describe('the built app shell', () => {
  const env = useBuiltApp();

  it('loads, names the product and lists the eight examples without errors or CSP violations', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);

    expect(await page.title()).toContain('Keyscope');
    await page.getByRole('heading', { level: 1, name: 'Keyscope' }).waitFor();
    const list = page.getByRole('list', { name: 'Example designs' });
    await list.waitFor();
    for (const title of EXAMPLE_TITLES) {
      await list.getByRole('button', { name: title, exact: true }).waitFor();
    }
    expect(await list.getByRole('button').count()).toBe(EXAMPLE_TITLES.length);
    expect(await findUnnamedControls(page)).toEqual([]);

    await page.getByRole('button', { name: 'Library catalogue', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /Library catalogue/ }).waitFor();
    // With a design open, the examples are in the Open menu.
    await showOpenChoices(page);
    expect(
      await page
        .getByRole('list', { name: 'Example designs' })
        .getByRole('button', { name: 'Library catalogue', exact: true })
        .getAttribute('aria-pressed')
    ).toBe('true');

    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.close();
  });

  it('ships a strict Content-Security-Policy that blocks injected inline scripts', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);

    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');

    const ran = await page.evaluate(async () => {
      // An inline script the policy allowed would run as it is appended; a refused one is
      // reported with a securitypolicyviolation event, awaited here.
      const refused = new Promise((done) =>
        document.addEventListener('securitypolicyviolation', done, { once: true })
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await refused;
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(await problems.cspViolations()).toContain('script-src-elem inline');
    await page.close();
  });
});
