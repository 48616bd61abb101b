import type { MarkupBlock, MarkupInline } from './markup-tree.ts';

/** A list item line: up to 3 spaces, `-`, `*` or `1.`/`1)`, whitespace, then its text. */
const ITEM = /^ {0,3}(?:[-*]|(\d{1,9})[.)])[ \t]+(\S.*)$/;

/** Characters a backslash makes literal. */
const ESCAPABLE = new Set(['\\', '*', '`', '-', '.', ')']);

interface Frame {
  readonly type: 'emphasis' | 'strong';
  readonly delim: string;
  readonly children: MarkupInline[];
}

/**
 * Parse a lesson's text into its token tree (docs/lesson-format.md, "Text"). The markup is
 * deliberately small: blank lines separate paragraphs; lines starting `- `, `* ` or `1. ` make
 * lists; `*emphasis*`, `**strong**` and `` `code` ``; a backslash makes `*`, `` ` ``, `\`, `-`,
 * `.` and `)` literal. Everything else — `<script>`, `<img onerror=…>`, `[links](…)` — is plain
 * text in a text node, so there is nothing to sanitize: the renderer only ever sets text. Total
 * and linear: no input throws, and an unclosed delimiter is just text.
 *
 * Written here rather than taken from a Markdown library: those produce HTML (which would then
 * have to be rendered as raw HTML) or trees with HTML, link and image nodes this format must not have.
 *
 * @example
 * parseMarkup('Use a **composite** key:\n- `PK` is `GAME#${gameId}`');
 * // [{ type: 'paragraph', children: [text 'Use a ', strong [text 'composite'], text ' key:'] },
 * //  { type: 'list', ordered: false, start: 1, items: [[text '', code 'PK', …]] }]
 */
export function parseMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let paragraph: string[] | null = null;
  let list: { ordered: boolean; start: number; items: string[][] } | null = null;
  const flush = (): void => {
    if (paragraph) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list)
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((lines) => parseInline(lines.join(' ')))
      });
    paragraph = null;
    list = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      const ordered = item[1] !== undefined;
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, start: ordered ? Number(item[1]) : 1, items: [] };
      }
      list.items.push([item[2]!.trim()]);
    } else if (list) list.items[list.items.length - 1]!.push(trimmed);
    else (paragraph ??= []).push(trimmed);
  }
  flush();
  return blocks;
}

/** One paragraph's or list item's text as inline nodes. Iterative: no input nests deeper than two. */
export function parseInline(text: string): MarkupInline[] {
  const root: MarkupInline[] = [];
  const stack: Frame[] = [];
  let buffer = '';
  const out = (): MarkupInline[] => (stack.length ? stack[stack.length - 1]!.children : root);
  const flushText = (): void => {
    if (buffer) out().push({ type: 'text', text: buffer });
    buffer = '';
  };
  /** An open delimiter that never closed is the text it was, followed by what it held. */
  const unwind = (): void => {
    const frame = stack.pop()!;
    const into = out();
    into.push({ type: 'text', text: frame.delim });
    for (const child of frame.children) into.push(child);
  };
  const close = (at: number): void => {
    while (stack.length - 1 > at) unwind();
    const frame = stack.pop()!;
    if (frame.children.length === 0) out().push({ type: 'text', text: frame.delim + frame.delim });
    else out().push({ type: frame.type, children: frame.children });
  };
  // Once a backtick finds no partner, no later one can: no search is repeated (linear time).
  let backticksClose = true;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && ESCAPABLE.has(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
    } else if (c === '`') {
      const end = backticksClose ? text.indexOf('`', i + 1) : -1;
      if (end < 0) backticksClose = false;
      if (end <= i + 1) {
        buffer += end < 0 ? '`' : '``';
        i = end < 0 ? i + 1 : end + 1;
        continue;
      }
      flushText();
      out().push({ type: 'code', text: text.slice(i + 1, end) });
      i = end + 1;
    } else if (c === '*') {
      let j = i;
      while (text[j] === '*') j++;
      delimiters(j - i, text[i - 1], text[j]);
      i = j;
    } else {
      buffer += c;
      i++;
    }
  }
  flushText();
  while (stack.length) unwind();
  return mergeText(root);

  /** A run of `*`: pairs are strong, a single one emphasis; each closes what is open or opens. */
  function delimiters(run: number, before: string | undefined, after: string | undefined): void {
    const canClose = before !== undefined && !/\s/.test(before);
    const canOpen = after !== undefined && !/\s/.test(after);
    const tokens: string[] = Array.from({ length: Math.floor(run / 2) }, () => '**');
    if (run % 2 === 1) {
      // `***bold italic***` closes the inner emphasis first.
      if (canClose && stack[stack.length - 1]?.type === 'emphasis') tokens.unshift('*');
      else tokens.push('*');
    }
    for (const token of tokens) {
      const type = token === '**' ? 'strong' : 'emphasis';
      const at = stack.findIndex((f) => f.type === type);
      if (canClose && at >= 0) {
        flushText();
        close(at);
      } else if (canOpen && at < 0) {
        flushText();
        stack.push({ type, delim: token, children: [] });
      } else buffer += token;
    }
  }
}

function mergeText(nodes: readonly MarkupInline[]): MarkupInline[] {
  const out: MarkupInline[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text')
      out[out.length - 1] = { type: 'text', text: last.text + node.text };
    else if (node.type === 'emphasis' || node.type === 'strong')
      out.push({ type: node.type, children: mergeText(node.children) });
    else out.push(node);
  }
  return out;
}
