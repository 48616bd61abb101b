import { markupText } from './markup/markup-text.ts';
import { parseMarkup } from './markup/parse-markup.ts';

/**
 * The bullets of a step's task, as plain text: the items of its lists, in order; a task with no
 * list is one bullet, the whole task. Each bullet is something the learner is asked to do, and
 * a check's `covers` names the bullets it checks by number, counted from 1
 * (docs/lesson-format.md, "Task bullets").
 *
 * @example
 * taskBullets('Give the table a sort key:\n- `SK` for mappings;\n- a filler for users.');
 * // ['SK for mappings;', 'a filler for users.']
 */
export function taskBullets(task: string): string[] {
  const blocks = parseMarkup(task);
  const items = blocks.flatMap((b) =>
    b.type === 'list'
      ? b.items.map((item) => markupText([{ type: 'paragraph', children: item }]))
      : []
  );
  return items.length ? items : [markupText(blocks)];
}
