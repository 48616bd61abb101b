// Shared e2e helpers: serve the built app, launch Debian's Chromium, watch a page for
// console errors and CSP violations, and find controls without an accessible name.
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { preview, type Connect } from 'vite';
import { afterAll, beforeAll, inject } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
];

/**
 * How long a Playwright wait or action (waitFor, click, waitForFunction…) may take before the
 * test is taken to hang. Tests await what the page shows, never a time; this limit only ends a
 * hung test, so it is generous for a busy 2-core machine (Playwright's own default is 30 s).
 */
export const PAGE_WAIT_MS = 300_000;

/**
 * Launches Chromium (found by global-setup.ts) with a fresh temporary profile, and `extraArgs`
 * after the usual flags (a small heap, for one). Every context it
 * makes (and so every page, `newPage` making its own context) waits up to `PAGE_WAIT_MS`.
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [...CHROMIUM_ARGS, ...extraArgs]
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PAGE_WAIT_MS);
    return context;
  };
  return browser;
}

export interface ServedApp {
  /** Base URL of the app, ending in `/`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `dist/` with `vite preview` on a free loopback port; `first`, when given, sees each
 * request before the files are served (to hold some back, say).
 */
export async function serveBuiltApp(first?: Connect.NextHandleFunction): Promise<ServedApp> {
  const server = await preview({
    root,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
    plugins: first
      ? [{ name: 'e2e:first', configurePreviewServer: (s) => void s.middlewares.use(first) }]
      : []
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

export interface PageProblems {
  /**
   * Console messages of type error or warning, page errors and failed requests, but for requests
   * the page's own navigation aborted.
   */
  errors: string[];
  /** `securitypolicyviolation` events, as "directive blocked-uri". */
  cspViolations(): Promise<string[]>;
}

/** Starts recording problems on a page; call before `page.goto`. */
export async function watchPage(page: Page): Promise<PageProblems> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      errors.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // The workers' too (the live worker makes the live requests).
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        errors.push(`worker console.${message.type()}: ${message.text()}`);
    })
  );
  // A request still under way when the page navigates (a reload, a goto) is aborted by the
  // navigation, not by the app: the idle preload of a view's chunk, say. So each request notes
  // how many main-frame navigations had begun as it started, and an abort after a later one began
  // is the navigation's. So is the abort of a request the old page began while a navigation was
  // under way (begun, its document not answered yet): the new page's requests all begin after
  // its document's answer. Any other failure, and any abort with no navigation since, is a problem.
  let navigations = 0;
  let pending: Request | null = null;
  const startedAfter = new WeakMap<Request, number>();
  const startedDuring = new WeakSet<Request>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      navigations += 1;
      pending = request;
    } else {
      startedAfter.set(request, navigations);
      if (pending) startedDuring.add(request);
    }
  });
  const answered = (request: Request) => {
    if (request === pending) pending = null;
  };
  page.on('response', (response) => answered(response.request()));
  page.on('requestfailed', (request) => {
    answered(request);
    const failure = request.failure()?.errorText ?? '';
    const cut =
      failure === 'net::ERR_ABORTED' &&
      ((startedAfter.get(request) ?? navigations) < navigations || startedDuring.has(request));
    if (!cut) errors.push(`requestfailed: ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return {
    errors,
    cspViolations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
  };
}

const CONTROL_ROLES =
  'button|link|textbox|searchbox|checkbox|radio|combobox|listbox|slider|spinbutton|switch|tab|menuitem|option|treeitem';
// In an ARIA snapshot a named control reads `- button "Name"`; an unnamed one `- button`.
const UNNAMED_CONTROL = new RegExp(`^\\s*- (${CONTROL_ROLES})(?: \\[[^\\]]*\\])*:?\\s*$`, 'gm');

/** Lines of the page's ARIA snapshot that describe a control with no accessible name. */
export async function findUnnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return [...snapshot.matchAll(UNNAMED_CONTROL)].map((match) => match[0].trim());
}

/**
 * Serve the built app and launch Chromium once for the enclosing `describe`, closing both after
 * it. Read `app` and `browser` inside tests (they exist once `beforeAll` has run).
 */
export function useBuiltApp(): { readonly app: ServedApp; readonly browser: Browser } {
  let app: ServedApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await serveBuiltApp();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    get app(): ServedApp {
      if (!app) throw new Error('useBuiltApp: read app inside a test, after beforeAll');
      return app;
    },
    get browser(): Browser {
      if (!browser) throw new Error('useBuiltApp: read browser inside a test, after beforeAll');
      return browser;
    }
  };
}

/** An axe-core rule the page breaks, with where. */
export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules, and best practices) on the page and returns the
 * violations of serious or critical impact. The page must come from `browser.newContext()`.
 */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  const { AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' '))
    }));
}
