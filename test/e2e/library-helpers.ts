// Helpers for the design library's e2e tests: a browser profile on disk that outlives the
// browser, killing that browser outright, reading what IndexedDB holds, and every item row.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, PAGE_WAIT_MS } from './browser.ts';

/** A fresh profile directory (remove it with `removeProfile`). */
export function newProfile(): string {
  return mkdtempSync(join(tmpdir(), 'keyscope-profile-'));
}

export function removeProfile(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Chromium on a profile directory: its storage (IndexedDB) survives the browser. */
export async function launchWithProfile(dir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: inject('chromiumPath'),
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 720 }
  });
  context.setDefaultTimeout(PAGE_WAIT_MS);
  return context;
}

/** The browser process (not its renderers or helpers) running on profile `dir`. */
function browserPids(dir: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (args.includes(`--user-data-dir=${dir}`) && !args.some((a) => a.startsWith('--type=')))
      pids.push(Number(name));
  }
  return pids;
}

/**
 * Kill the browser on profile `dir` with SIGKILL, as a crash or a power cut would: no
 * beforeunload, no pagehide, no chance to save anything. Resolves once it is gone.
 */
export async function killBrowser(dir: string, context: BrowserContext): Promise<void> {
  const pids = browserPids(dir);
  if (pids.length !== 1) throw new Error(`expected one browser on ${dir}, found ${pids.length}`);
  const closed = new Promise<void>((done) => context.once('close', () => done()));
  process.kill(pids[0]!, 'SIGKILL');
  await closed;
}

/** Every record of every store of every IndexedDB database the page's origin has, as JSON. */
export function everyStore(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((done, fail) => {
        r.onsuccess = () => done(r.result);
        r.onerror = () => fail(r.error);
      });
    const all: [string, unknown[]][] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await request(indexedDB.open(name!));
      for (const store of db.objectStoreNames) {
        const records = await request(db.transaction(store).objectStore(store).getAll());
        // A large design's text is a Blob, which JSON would write as {}.
        const readable = await Promise.all(
          records.map(async (r: Record<string, unknown>) =>
            r['text'] instanceof Blob ? { ...r, text: await r['text'].text() } : r
          )
        );
        all.push([`${name}/${store}`, readable]);
      }
      db.close();
    }
    return JSON.stringify(all);
  });
}

/**
 * The designs IndexedDB holds, as stored: the entries and each design's text, parsed too (a
 * `__proto__` key survives only in `text`: crossing from the page drops it).
 */
export function storedDesigns(
  page: Page
): Promise<
  { name: string; deleted: boolean; text: string; design: unknown; generation: unknown }[]
> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyscope-library');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['entries', 'designs'], 'readonly');
          const entries = tx.objectStore('entries').getAll();
          const designs = tx.objectStore('designs').getAll();
          tx.oncomplete = () => {
            const byId = new Map(
              (designs.result as { id: string; text: string; generation: unknown }[]).map((d) => [
                d.id,
                d
              ])
            );
            resolve(
              (entries.result as { id: string; name: string; deletedAt: number | null }[]).map(
                (e) => ({
                  name: e.name,
                  deleted: e.deletedAt !== null,
                  text: byId.get(e.id)!.text,
                  design: JSON.parse(byId.get(e.id)!.text),
                  generation: byId.get(e.id)!.generation
                })
              )
            );
            db.close();
          };
        };
      })
  );
}

/**
 * A lesson's progress record as IndexedDB holds it (store `progress`), or null: what a reload
 * will open, so a test waits for it before reloading (the page writes it a moment after it shows
 * the same progress).
 */
export function storedProgress(
  page: Page,
  lessonId: string
): Promise<{
  passed: { step: string }[];
  finishedAt: number | null;
  drafts: { step: string; text: string }[];
} | null> {
  return page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyscope-library');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('progress', 'readonly').objectStore('progress').get(id);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            resolve(get.result ?? null);
            db.close();
          };
        };
      }),
    lessonId
  );
}

/**
 * Every item row of the table view, scrolled through from top to bottom (the view is
 * virtualized), as `pk|sk`, sorted.
 */
export async function allItemKeys(page: Page): Promise<string[]> {
  const rows = await page.locator('[role="table"]').evaluate(async (table) => {
    const seen = new Map<string, string>();
    const total = Number(table.getAttribute('aria-rowcount')) - 1;
    // No item rows at all (an empty table): nothing to wait for.
    if (total <= 0) return [];
    const rowHeight = parseFloat(getComputedStyle(table).getPropertyValue('--row-height'));
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const shows = (row: number) =>
      table.querySelector(`.spacer > [role="row"][aria-rowindex="${row + 2}"]`) !== null;
    for (let y = 0; ; y += table.clientHeight / 2) {
      table.scrollTop = y;
      table.dispatchEvent(new Event('scroll'));
      // Wait until the rows in view at this position are drawn, however long that takes.
      const top = table.scrollTop;
      const from = Math.floor(top / rowHeight);
      const to = Math.min(total, Math.ceil((top + table.clientHeight) / rowHeight)) - 1;
      while (!shows(from) || !shows(to)) await frame();
      for (const row of table.querySelectorAll<HTMLElement>('.spacer > [role="row"]')) {
        if (row.querySelector('[role="rowheader"]')) continue;
        const cells = [...row.querySelectorAll<HTMLElement>('[role="cell"]')];
        const pk =
          cells[0]?.getAttribute('title') ?? cells[0]?.querySelector('button')?.textContent;
        const sk = cells[1]?.getAttribute('title') ?? cells[1]?.textContent?.trim();
        seen.set(row.getAttribute('aria-rowindex')!, `${pk ?? ''}|${sk ?? ''}`);
      }
      if (y >= table.scrollHeight - table.clientHeight) break;
    }
    return [...seen.values()];
  });
  return rows.sort();
}
