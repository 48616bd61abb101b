import type { MarkupBlock, MarkupInline } from './markup-tree.ts';

/**
 * A markup tree as plain text, for places that take no markup: an accessible name, a tooltip,
 * the CLI's report. Paragraphs are separated by a blank line, list items start `- ` or `1. `.
 *
 * @example
 * markupText(parseMarkup('A **composite** key')); // 'A composite key'
 */
export function markupText(blocks: readonly MarkupBlock[]): string {
  return blocks
    .map((b) =>
      b.type === 'paragraph'
        ? inlineText(b.children)
        : b.items
            .map((item, i) => `${b.ordered ? `${b.start + i}.` : '-'} ${inlineText(item)}`)
            .join('\n')
    )
    .join('\n\n');
}

function inlineText(nodes: readonly MarkupInline[]): string {
  return nodes
    .map((n) => (n.type === 'text' || n.type === 'code' ? n.text : inlineText(n.children)))
    .join('');
}
