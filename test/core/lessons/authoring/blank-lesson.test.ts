import { describe, expect, it } from 'vitest';
import { blankLesson } from '../../../../src/core/lessons/authoring/blank-lesson.ts';
import { example } from '../../../helpers/example.ts';

const authorOnly = example('library-author-only');
const library = example('library');

describe('blankLesson', () => {
  it.each([
    ['Keys for a game', 'keys-for-a-game'],
    ['  Édition spéciale!  ', 'edition-speciale'],
    ['日本語', 'lesson'],
    ['x'.repeat(100), 'x'.repeat(64)]
  ])('makes an id from %j', (title, id) => {
    expect(blankLesson(title, library).id).toBe(id);
  });

  it('starts with one step from the open design', () => {
    const l = blankLesson('Editions', authorOnly);
    expect(l.steps).toHaveLength(1);
    expect(l.steps[0]!.start).toEqual({ kind: 'inline', design: authorOnly, findings: [] });
    expect(l.steps[0]!.checks).toEqual([]);
  });
});
