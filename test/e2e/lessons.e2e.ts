// Lessons in the built app, in Chromium with its real IndexedDB: the first gaming lesson done by
// editing templates with each check turning green, its progress kept over a reload, presenter
// mode driven by the keyboard, lesson links opening their step, writing and exporting a lesson,
// and axe finding nothing serious in the lesson pane or presenter mode in either theme.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  findUnnamedControls,
  seriousA11yViolations,
  useBuiltApp,
  watchPage,
  type PageProblems
} from './browser.ts';
import { storedProgress } from './library-helpers.ts';
import { showOpenChoices, whollyInView } from './studio-helpers.ts';

async function openAt(
  browser: Browser,
  url: string,
  colorScheme: 'light' | 'dark' = 'light',
  /** Give the page Playwright's clock (time flows until the test pauses it). */
  clock = false
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, colorScheme });
  if (clock) await context.clock.install();
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(url);
  return { page, problems };
}

const pane = (page: Page) => page.getByRole('region', { name: 'Lesson', exact: true });
const checks = (page: Page) => pane(page).locator('li.check');
/** Each check's state, in order: true once it passes. */
const states = (page: Page) =>
  checks(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-pass') === 'true'));
/** Wait until the checks read `expected` (they run a moment after the last edit). */
async function checksAre(page: Page, expected: boolean[]): Promise<void> {
  await expect.poll(() => states(page)).toEqual(expected);
}
/** The learner's design for `step` as the progress store holds it (what a reload opens). */
async function storedDraft(page: Page, step: string): Promise<unknown> {
  const draft = (await storedProgress(page, 'gaming-keys'))?.drafts.find((d) => d.step === step);
  return draft ? (JSON.parse(draft.text) as unknown) : null;
}
/** Which index the stored draft's pattern reads, once the draft is stored. */
async function storedPatternIndex(page: Page, step: string, name: string): Promise<unknown> {
  const design = (await storedDraft(page, step)) as {
    accessPatterns: { name: string; index: string | null }[];
  } | null;
  return design?.accessPatterns.find((p) => p.name === name)?.index;
}
const stepHeading = (page: Page) => pane(page).getByRole('heading', { level: 3 });
async function onStep(page: Page, n: number, of: number): Promise<void> {
  await stepHeading(page)
    .filter({ hasText: `Step ${n} of ${of}:` })
    .waitFor();
}

/** Type into a key template field the way a learner does: select what is there, then type. */
async function typeTemplate(page: Page, name: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

async function rename(field: Locator, name: string): Promise<void> {
  await field.fill(name);
  await field.press('Enter');
}

/** The lesson's screens axe checks, and how to get there from step 2 of the gaming lesson. */
const LESSON_SCREENS = new Map<string, (page: Page) => Promise<void>>([
  [
    'the lesson pane, a hint shown',
    async (page) => {
      await pane(page).getByRole('button', { name: 'Show a hint' }).click();
      await pane(page).getByRole('button', { name: 'Hide the hint' }).waitFor();
    }
  ],
  [
    'the lesson pane, a check passed',
    async (page) => {
      await typeTemplate(page, 'SK template for User', '#METADATA#${username}');
      await checksAre(page, [true, false, true, true]);
    }
  ],
  [
    'presenter mode, the solution shown',
    async (page) => {
      await pane(page).getByRole('button', { name: 'Presenter mode' }).click();
      await page.getByRole('region', { name: 'Presenter mode' }).waitFor();
      await page.keyboard.press('s');
      await pane(page).getByText("The studio shows this step's solution").waitFor();
    }
  ],
  [
    'writing a lesson',
    async (page) => {
      await pane(page).getByRole('button', { name: 'Edit a copy of this lesson' }).click();
      await page.getByRole('region', { name: 'Write a lesson' }).waitFor();
    }
  ]
]);

describe('lessons', () => {
  const env = useBuiltApp();

  it('the first gaming lesson: each check turns green as the templates are edited, and the progress survives a reload', async () => {
    const { page, problems } = await openAt(env.browser, env.app.url);
    const lessons = page.getByRole('list', { name: 'Lessons' });
    await lessons.getByRole('button', { name: 'Keys for a multiplayer game' }).click();
    await onStep(page, 1, 4);
    expect(new URL(page.url()).hash).toBe('#lesson=gaming-keys&step=1');
    // The lesson, the templates and the table are all on screen at once.
    for (const el of [
      stepHeading(page),
      page.getByRole('textbox', { name: 'PK template for UserGameMapping', exact: true }),
      page.locator('[role="table"] [role="row"][aria-rowindex="2"]'),
      pane(page).getByRole('status').filter({ hasText: 'checks pass' })
    ])
      expect(await whollyInView(el)).toBe(true);

    // Step 1: a sort key for the table, one for the mapping naming its player, and one for
    // users and games; then the rules every step runs (items written, patterns find items).
    await checksAre(page, [false, false, false, false, true, true, true, true]);
    await page.getByRole('button', { name: 'Add a sort key' }).click();
    await checksAre(page, [true, false, false, false, false, false, false, true]);
    await typeTemplate(page, 'SK template for UserGameMapping', 'USER#${username}');
    await checksAre(page, [true, false, true, true, false, false, false, true]);
    await typeTemplate(page, 'SK template for User', 'PROFILE#${username}');
    await typeTemplate(page, 'SK template for Game', 'GAME#${gameId}');
    await checksAre(page, [true, true, true, true, true, true, true, true]);
    await pane(page).getByText('8 of 8 checks pass — step done').waitFor();
    await pane(page).getByRole('button', { name: 'Step 1: Two parts to the key, done' }).waitFor();

    // Step 2: filler sort keys a GetItem knows.
    await pane(page).getByRole('button', { name: 'Next step →' }).first().click();
    await onStep(page, 2, 4);
    await checksAre(page, [false, false, true, true]);
    await typeTemplate(page, 'SK template for User', '#METADATA#${username}');
    await checksAre(page, [true, false, true, true]);
    await typeTemplate(page, 'SK template for Game', '#METADATA#${gameId}');
    await checksAre(page, [true, true, true, true]);

    // Step 3: the mapping filed under its game. Halfway, the partition key alone collides.
    await pane(page).getByRole('button', { name: 'Next step →' }).first().click();
    await onStep(page, 3, 4);
    await checksAre(page, [false, true, true, false, true, true]);
    await typeTemplate(page, 'PK template for UserGameMapping', 'GAME#${gameId}');
    await checksAre(page, [false, false, false, true, true, true]);
    await typeTemplate(page, 'SK template for UserGameMapping', 'USER#${username}');
    await checksAre(page, [true, true, true, true, true, true]);

    // Step 4: the inverted index, and the access pattern that reads it.
    await pane(page).getByRole('button', { name: 'Next step →' }).first().click();
    await onStep(page, 4, 4);
    // The pattern asks the table, where nothing is filed under the user: it finds nothing.
    await checksAre(page, [false, false, false, true, false]);
    const table = page.getByRole('region', { name: 'Table battle-royale' });
    await table.getByRole('button', { name: 'Add a GSI' }).click();
    await rename(
      table.getByRole('group', { name: 'GSI GSI1' }).getByRole('textbox', { name: 'Index name' }),
      'InvertedIndex'
    );
    const gsi = table.getByRole('group', { name: 'GSI InvertedIndex' });
    await rename(gsi.getByRole('textbox', { name: 'Partition key name' }), 'SK');
    await rename(gsi.getByRole('textbox', { name: 'Sort key name' }), 'PK');
    await checksAre(page, [true, true, false, true, false]);
    const pattern = page.locator('li', {
      has: page.getByRole('button', { name: 'Find all games a user has played', exact: true })
    });
    await pattern.getByRole('button', { name: 'Edit' }).click();
    await page
      .getByRole('group', { name: 'Edit access pattern' })
      .getByRole('combobox', { name: 'Query table or index' })
      .selectOption({ label: 'GSI InvertedIndex of battle-royale' });
    await checksAre(page, [true, true, true, true, true]);
    await pane(page).getByText('4 of 4 steps done — lesson finished').waitFor();

    // A reload opens the same step with every step still done, once the store holds it.
    await expect
      .poll(() => storedPatternIndex(page, 'inverted-index', 'Find all games a user has played'))
      .toBe('InvertedIndex');
    expect((await storedProgress(page, 'gaming-keys'))?.finishedAt).not.toBeNull();
    await page.reload();
    await onStep(page, 4, 4);
    await pane(page).getByText('4 of 4 steps done — lesson finished').waitFor();
    for (const [i, title] of [
      'Two parts to the key',
      'A sort key for items that have none',
      'A game and its players in one Query',
      'Reading the relationship backwards'
    ].entries())
      await pane(page)
        .getByRole('button', { name: `Step ${i + 1}: ${title}, done` })
        .waitFor();
    // The step as the learner left it: their index and pattern are kept with the progress.
    await checksAre(page, [true, true, true, true, true]);
    expect(
      await page
        .getByRole('textbox', { name: 'SK template for UserGameMapping', exact: true })
        .inputValue()
    ).toBe('USER#${username}');
    // Starting the step again forgets it, for good.
    await pane(page).getByRole('button', { name: 'Start the step again' }).click();
    await checksAre(page, [false, false, false, true, false]);
    await expect.poll(() => storedDraft(page, 'inverted-index')).toBeNull();
    await page.reload();
    await onStep(page, 4, 4);
    await checksAre(page, [false, false, false, true, false]);
    // The list says so too.
    await page.getByRole('button', { name: 'Open…' }).click();
    await page.getByText('4 steps, finished').waitFor();
    await page.keyboard.press('Escape');

    // Starting over forgets it.
    await pane(page).getByRole('button', { name: 'Start the lesson over' }).click();
    await onStep(page, 1, 4);
    await pane(page).getByText('0 of 4 steps done').waitFor();
    await expect
      .poll(async () => (await storedProgress(page, 'gaming-keys'))?.passed.length ?? 0)
      .toBe(0);
    await page.reload();
    await onStep(page, 1, 4);
    await pane(page).getByText('0 of 4 steps done').waitFor();
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('gaming step 1 is not done while items are rejected, and says which and why', async () => {
    const { page, problems } = await openAt(
      env.browser,
      `${env.app.url}#lesson=gaming-keys&step=1`
    );
    await onStep(page, 1, 4);
    const check = (what: string) => checks(page).filter({ hasText: what });
    const written = check('every item can be written');
    // "Add a sort key": the table has SK, no entity a template for it — nothing is written.
    await page.getByRole('button', { name: 'Add a sort key' }).click();
    await checksAre(page, [true, false, false, false, false, false, false, true]);
    await written
      .getByText(
        /^22 items of table "battle-royale" are rejected \(DynamoDB would refuse to write them\) — 6 User, 4 Game and 12 UserGameMapping items: missing table key "SK"/
      )
      .waitFor();
    const collisions = check('share a primary key');
    expect(await collisions.getAttribute('data-pass')).toBe('false');
    expect(await collisions.textContent()).not.toMatch(/nothing is overwritten/);
    expect(await collisions.textContent()).toMatch(
      /22 items of table "battle-royale" are rejected/
    );
    // Only the mapping gets its template: its own checks pass, but User and Game items are
    // still rejected, so the step is not done.
    await typeTemplate(page, 'SK template for UserGameMapping', 'USER#${username}');
    await checksAre(page, [true, false, true, true, false, false, false, true]);
    await written
      .getByText(
        /^10 items of table "battle-royale" are rejected .* 6 User and 4 Game items: missing table key "SK"/
      )
      .waitFor();
    await pane(page).getByText('4 of 8 checks pass').waitFor();
    expect(
      await pane(page)
        .getByText(/step done/)
        .count()
    ).toBe(0);
    expect(
      await pane(page)
        .getByRole('button', { name: /Step 1: Two parts to the key, done/ })
        .count()
    ).toBe(0);
    // Users and games get a sort key: now it is done.
    await typeTemplate(page, 'SK template for User', 'PROFILE#${username}');
    await typeTemplate(page, 'SK template for Game', 'GAME#${gameId}');
    await pane(page).getByText('8 of 8 checks pass — step done').waitFor();
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('presenter mode: keys step through the lesson, show the hint and the solution, reset the step and run the timer', async () => {
    const { page, problems } = await openAt(
      env.browser,
      `${env.app.url}#lesson=gaming-keys`,
      'light',
      true
    );
    await onStep(page, 1, 4);
    await pane(page).getByRole('button', { name: 'Presenter mode' }).click();
    const presenter = page.getByRole('region', { name: 'Presenter mode' });
    await presenter.waitFor();
    const html = () => page.evaluate(() => document.documentElement.className);
    expect(await html()).toMatch(/large-type/);
    expect(await html()).toMatch(/high-contrast/);

    // The bar has the focus, so the keys work at once.
    await page.keyboard.press('n');
    await onStep(page, 2, 4);
    await page.keyboard.press('ArrowRight');
    await onStep(page, 3, 4);
    await page.keyboard.press('p');
    await onStep(page, 2, 4);
    await page.keyboard.press('PageDown');
    await onStep(page, 3, 4);
    expect(new URL(page.url()).hash).toBe('#lesson=gaming-keys&step=3');
    await page.keyboard.press('End');
    await onStep(page, 4, 4);
    await page.keyboard.press('Home');
    await onStep(page, 1, 4);
    await page.keyboard.press('ArrowRight');
    await onStep(page, 2, 4);

    // The hint, on and off.
    const hint = pane(page).locator('#lesson-hint');
    expect(await hint.isVisible()).toBe(false);
    await page.keyboard.press('h');
    await hint.getByText('Fixed text costs the caller nothing').waitFor();
    await page.keyboard.press('h');
    await hint.waitFor({ state: 'hidden' });

    // Typing in a template is typing, not presenting: the step stays. (4 shows the templates.)
    await page.keyboard.press('4');
    await typeTemplate(page, 'SK template for User', 'np#${username}');
    await checksAre(page, [true, false, true, true]);
    await onStep(page, 2, 4);
    const userSk = page.getByRole('textbox', { name: 'SK template for User', exact: true });
    // Out of the field (Escape does not leave it), onto the presenter bar.
    await presenter.focus();

    // The solution replaces the design shown; S again puts the learner's back.
    await page.keyboard.press('s');
    await pane(page).getByText("The studio shows this step's solution").waitFor();
    await checksAre(page, [true, true, true, true]);
    // The studio's design is the solution's (the editor is hidden in the room, not gone).
    expect(await userSk.inputValue()).toBe('#METADATA#${username}');
    await page.keyboard.press('s');
    await checksAre(page, [true, false, true, true]);
    expect(await userSk.inputValue()).toBe('np#${username}');

    // R: the step's starting design again.
    await page.keyboard.press('r');
    await checksAre(page, [false, false, true, true]);
    expect(await userSk.inputValue()).toBe('PROFILE#${email}');

    // The timer: T starts and pauses it, Shift+T sets it back to zero.
    // The page's clock stands still meanwhile and is moved on by hand: the timer shows the time
    // the clock says has passed, however long the machine took.
    const timer = presenter.getByRole('timer');
    expect(await timer.textContent()).toBe('0:00');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await page.keyboard.press('t');
    await page.clock.runFor(3_000);
    await expect.poll(() => timer.textContent()).toBe('0:03');
    await page.keyboard.press('t');
    await page.clock.runFor(5_000);
    expect(await timer.textContent()).toBe('0:03');
    await page.keyboard.press('Shift+T');
    expect(await timer.textContent()).toBe('0:00');
    await page.clock.resume();

    // Leaving presenter mode puts type and contrast back, and keys are plain keys again.
    await pane(page).getByRole('button', { name: 'Leave presenter mode' }).click();
    expect(await html()).not.toMatch(/large-type|high-contrast/);
    const enter = pane(page).getByRole('button', { name: 'Presenter mode' });
    expect(await enter.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('n');
    await onStep(page, 2, 4);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });

  it('a lesson link opens its lesson at its step; a link to a step that does not exist says why', async () => {
    const { page, problems } = await openAt(
      env.browser,
      `${env.app.url}#lesson=relationship-graph&step=2`
    );
    await onStep(page, 2, 3);
    await pane(page).getByText('A table as a graph of relationships').waitFor();
    const link = pane(page).getByRole('textbox', { name: 'Link to this step' });
    expect(await link.inputValue()).toBe(`${env.app.url}#lesson=relationship-graph&step=2`);

    // A link followed in the open tab.
    await page.evaluate(() => (location.hash = '#lesson=simple-and-composite-keys&step=3'));
    await onStep(page, 3, 4);
    await pane(page).getByText('Simple and composite primary keys').waitFor();

    // Opening an example ends the lesson; the address names the example.
    await page.getByRole('button', { name: 'Open…' }).click();
    await page.getByRole('button', { name: 'Gaming (AWS workshop)', exact: true }).click();
    await page
      .getByRole('heading', { level: 2, name: /Example|Gaming|Battle/ })
      .first()
      .waitFor();
    await pane(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('#example=gaming');
    await page.context().close();

    const { page: bad } = await openAt(env.browser, `${env.app.url}#lesson=gaming-keys&step=9`);
    const alert = bad.getByRole('alert', { name: 'Could not open the lesson' });
    await alert
      .getByText('the lesson "Keys for a multiplayer game" has 4 steps; the link asks for step 9')
      .waitFor();
    expect(await pane(bad).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await bad.context().close();
  });

  it('a picked lesson file is read in a worker, and "Cancel opening" ends that worker: nothing opens, nothing is said', async () => {
    const { page, problems } = await openAt(env.browser, 'about:blank');
    // Each worker the page makes: the kinds of message it was sent, and whether it was ended.
    await page.addInitScript(() => {
      const workers: { sent: string[]; terminated: boolean }[] = [];
      Object.defineProperty(window, '__workers', { value: workers });
      const NativeWorker = window.Worker;
      window.Worker = class extends NativeWorker {
        readonly #seen = { sent: [] as string[], terminated: false };
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          workers.push(this.#seen);
        }
        override postMessage(
          message: unknown,
          options?: StructuredSerializeOptions | Transferable[]
        ) {
          this.#seen.sent.push(String((message as { kind?: unknown })?.kind));
          super.postMessage(message, options as StructuredSerializeOptions);
        }
        override terminate() {
          this.#seen.terminated = true;
          super.terminate();
        }
      };
    });
    const lessonWorkers = () =>
      page.evaluate(() =>
        (window as unknown as { __workers: { sent: string[]; terminated: boolean }[] }).__workers
          .filter((w) => w.sent.includes('lesson'))
          .map((w) => w.terminated)
      );
    await page.goto(`${env.app.url}#example=gaming`);
    await page.getByRole('textbox', { name: 'PK template for Game', exact: true }).waitFor();
    // Cancel is pressed in the very task that shows it: a click from the test, with its round
    // trips, could land after the worker had finished on a fast machine.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const cancel = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Cancel opening'
        );
        if (!cancel) return;
        observer.disconnect();
        cancel.click();
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    await showOpenChoices(page);
    // A good lesson: only Cancel keeps it from opening.
    await page.getByLabel('Open a lesson file').setInputFiles('public/lessons/gaming-keys.json');
    await expect.poll(lessonWorkers).toEqual([true]);
    await page.getByRole('status').filter({ hasText: 'Opening the lesson' }).waitFor({
      state: 'detached'
    });
    expect(await pane(page).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(
      await page.getByRole('textbox', { name: 'PK template for Game', exact: true }).inputValue()
    ).toBe('GAME#${gameId}');
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('a lesson file that is not a lesson is refused with every problem at its place; hostile lesson text stays text', async () => {
    const { page, problems } = await openAt(env.browser, env.app.url);
    const lesson = {
      format: 'keyscope.lesson',
      version: 1,
      id: 'Not An Id',
      title: '<img src=x onerror=alert(1)>',
      steps: [{ id: 'one', title: 'One', explanation: 'x', task: 'y', start: { example: 'nope' } }]
    };
    await page.getByLabel('Open a lesson file').setInputFiles({
      name: 'broken.lesson.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(lesson))
    });
    const alert = page.getByRole('alert', { name: 'Could not open the lesson' });
    await alert.getByRole('heading', { name: 'Could not open broken.lesson.json' }).waitFor();
    const items = await alert.locator('li').allTextContents();
    expect(items).toEqual([
      expect.stringMatching(/^\$\.id: "id" must be 1 to 64 lower-case letters/),
      expect.stringMatching(/^\$\.steps\[0\]\.checks: /)
    ]);
    expect(await page.locator('img').count()).toBe(0);
    await alert.getByRole('button', { name: 'Dismiss' }).click();

    // A valid lesson whose text is hostile: shown exactly as typed, as text.
    const minimal = JSON.parse(readFileSync('test/fixtures/lessons/v1-minimal.json', 'utf8'));
    minimal.title = '<img src=x onerror=alert(1)>';
    minimal.steps[0].explanation =
      'A **strong <script>alert(2)</script>** word.\n\n- `<b>code</b>`\n- <a href="https://example.org">link</a>';
    await page.getByLabel('Open a lesson file').setInputFiles({
      name: 'hostile.lesson.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(minimal))
    });
    await onStep(page, 1, 1);
    await pane(page).getByText('<img src=x onerror=alert(1)>', { exact: true }).waitFor();
    const article = pane(page).locator('article');
    expect(await article.locator('strong').first().textContent()).toBe(
      'strong <script>alert(2)</script>'
    );
    expect(await article.locator('li code').textContent()).toBe('<b>code</b>');
    expect(await article.locator('li').nth(1).textContent()).toBe(
      '<a href="https://example.org">link</a>'
    );
    expect(
      await page.locator('img, script:not([src]), a[href^="https://example"], b').count()
    ).toBe(0);
    // A lesson from a file has no link to hand out.
    expect(await pane(page).getByRole('textbox', { name: 'Link to this step' }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('writing a lesson: a step from the open design, a check, a solution, verified and exported', async () => {
    const { page, problems } = await openAt(
      env.browser,
      `${env.app.url}#example=library-author-only`
    );
    await page.locator('[role="table"] [role="row"]').first().waitFor();
    await page.getByRole('button', { name: 'Open…' }).click();
    await page.getByRole('button', { name: 'Write a lesson…' }).click();
    const author = page.getByRole('region', { name: 'Write a lesson' });
    await rename(author.getByRole('textbox', { name: 'Lesson title' }), 'Keep every edition');
    await author
      .getByRole('textbox', { name: 'Lesson id (progress and links use it)' })
      .fill('editions');
    await author.getByText('1 problem to fix').waitFor();
    await author.getByRole('combobox', { name: 'Kind of check' }).selectOption({
      label: 'No item is overwritten in a table'
    });
    await author.getByRole('combobox', { name: 'Table', exact: true }).fill('Books');
    await author.getByRole('button', { name: 'Add the check' }).click();
    await author.getByText('The lesson is a valid lesson file').waitFor();
    await author
      .getByRole('combobox', { name: 'or an example' })
      .last()
      .selectOption({ label: 'Library catalogue' });
    await author.getByRole('button', { name: 'Use it' }).last().click();
    await author.getByText('Now: the example "Library catalogue"').waitFor();
    await author.getByRole('button', { name: 'Verify the steps' }).click();
    await author.getByText('Every step verifies.').waitFor();
    expect(await findUnnamedControls(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      author.getByRole('button', { name: 'Export the lesson file' }).click()
    ]);
    expect(download.suggestedFilename()).toBe('editions.lesson.json');
    const text = await (await download.createReadStream()).toArray();
    const saved = JSON.parse(Buffer.concat(text).toString('utf8'));
    expect(saved).toMatchObject({
      format: 'keyscope.lesson',
      id: 'editions',
      title: 'Keep every edition'
    });
    expect(saved.steps[0].solution).toEqual({ example: 'library' });

    // Taken as a learner: the collision shows as a failing check.
    await author.getByRole('button', { name: 'Try it as a learner' }).click();
    await onStep(page, 1, 1);
    // Its check, then the two every step runs (the example's items and patterns are fine).
    await checksAre(page, [false, true, true]);
    await pane(page).getByRole('button', { name: 'Back to writing' }).click();
    await author.getByText('The lesson is a valid lesson file').waitFor();
    // A new design while writing is material for the next step, not the end of the lesson.
    await page.getByRole('button', { name: 'New design', exact: true }).click();
    await author.getByRole('button', { name: 'Add a step from the open design' }).click();
    await author.getByRole('heading', { name: 'Step 2' }).waitFor();
    await author.getByText('1 problem to fix').waitFor();
    expect(await author.locator('.problems li code').allTextContents()).toEqual([
      '$.steps[1].checks'
    ]);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.context().close();
  });

  it.each(
    (['light', 'dark'] as const).flatMap((scheme) =>
      [...LESSON_SCREENS.keys()].map((screen) => ({ scheme, screen }))
    )
  )(
    'axe finds no serious or critical problem in the $scheme theme: $screen',
    async ({ scheme, screen }) => {
      const { page, problems } = await openAt(
        env.browser,
        `${env.app.url}#lesson=gaming-keys&step=2`,
        scheme
      );
      await onStep(page, 2, 4);
      await checksAre(page, [false, false, true, true]);
      await LESSON_SCREENS.get(screen)!(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await findUnnamedControls(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(await problems.cspViolations()).toEqual([]);
      await page.context().close();
    }
  );
});
