import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Design } from '../../../src/core/model/design.ts';
import EntityEditor from '../../../src/ui/editor/EntityEditor.svelte';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { mountComponent } from '../mount-component.ts';

const design: Design = {
  name: 'Users',
  tables: [
    {
      name: 'app',
      partitionKey: { name: 'PK', type: 'S' },
      globalSecondaryIndexes: [],
      localSecondaryIndexes: [],
      items: []
    }
  ],
  entities: [
    {
      name: 'User',
      table: 'app',
      keys: { PK: 'USER#${username}' },
      attributes: [
        { name: 'username', type: 'S' },
        { name: 'email', type: 'S' }
      ],
      items: [{ username: { S: 'alice' }, email: { S: 'a@example.com' } }]
    }
  ],
  accessPatterns: []
};

/** The User entity's editor, open or not as `open` asks. */
function editor(open = false): HTMLDetailsElement {
  const studio = new StudioState();
  studio.open(design, design.name, []);
  const target = mountComponent(EntityEditor, {
    studio,
    entity: design.entities[0]!,
    index: 0,
    open
  });
  return target.querySelector('details')!;
}

const controls = (details: HTMLDetailsElement) =>
  details.querySelectorAll('input, select, textarea, button').length;

/**
 * Whether the editor's fields were there when the details was first seen open: read in a
 * mutation observer, the first moment script runs after the browser opens it.
 */
function fieldsWhenOpened(details: HTMLDetailsElement): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!details.open) return;
      observer.disconnect();
      resolve(details.querySelector('[role="group"][aria-label="Entity User"]') !== null);
    });
    observer.observe(details, { attributes: true, attributeFilter: ['open'] });
  });
}

describe('EntityEditor', () => {
  it('holds no form control while closed', () => {
    const details = editor();
    expect(details.open).toBe(false);
    expect(controls(details)).toBe(0);
  });

  it('opened by a click on its summary, already holds its fields as it opens', async () => {
    const details = editor();
    const seen = fieldsWhenOpened(details);
    await userEvent.click(details.querySelector('summary')!);
    expect(await seen).toBe(true);
    await expect.element(page.getByLabelText('Entity name')).toHaveValue('User');
  });

  it('opened from the keyboard, already holds its fields as it opens', async () => {
    const details = editor();
    const seen = fieldsWhenOpened(details);
    details.querySelector('summary')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await seen).toBe(true);
  });

  it('asked to open (a new entity), is open with its fields once mounted', () => {
    const details = editor(true);
    expect(details.open).toBe(true);
    const name = details.querySelector<HTMLInputElement>('#entity-0-name');
    expect(name?.value).toBe('User');
  });

  it('closed again, keeps its fields with what was half typed, and lets its items go', async () => {
    const details = editor();
    await userEvent.click(details.querySelector('summary')!);
    const typed = page.getByLabelText('New attribute name');
    await typed.fill('emai');
    await expect.element(page.getByRole('region', { name: 'Items of User' })).toBeVisible();
    const closed = new Promise((resolve) => details.addEventListener('toggle', resolve));
    await userEvent.click(details.querySelector('summary')!);
    await closed;
    await expect.poll(() => details.querySelector('section.items')).toBeNull();
    await userEvent.click(details.querySelector('summary')!);
    await expect.element(typed).toHaveValue('emai');
  });
});
