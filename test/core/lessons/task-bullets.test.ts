import { describe, expect, it } from 'vitest';
import { taskBullets } from '../../../src/core/lessons/task-bullets.ts';

describe('taskBullets', () => {
  it.each<[string, string, string[]]>([
    [
      'a task without a list is one bullet',
      'Add the sort key `SongTitle`.',
      ['Add the sort key SongTitle.']
    ],
    [
      'the items of its list, the text around them left out',
      'Give the table:\n- a sort key `SK`;\n- a filler for *users*.\n\nThen look.',
      ['a sort key SK;', 'a filler for users.']
    ],
    ['an ordered list', '1. one\n2. two', ['one', 'two']],
    ['two lists, in order', '- a\n\ntext\n\n- b', ['a', 'b']],
    ['an escaped dash is no list', '\\- not a bullet', ['- not a bullet']]
  ])('%s', (_name, task, bullets) => {
    expect(taskBullets(task)).toEqual(bullets);
  });
});
