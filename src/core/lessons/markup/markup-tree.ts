/**
 * The token tree of a lesson's text (docs/lesson-format.md, "Text"): paragraphs and lists of
 * inline runs of plain text, `code`, *emphasis* and **strong**. Nothing else exists in it — no
 * HTML, no links, no images — so a component that renders each node as an element with text
 * content cannot be made to run or load anything, whatever the lesson says.
 * @module
 */

export type MarkupInline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'emphasis'; readonly children: readonly MarkupInline[] }
  | { readonly type: 'strong'; readonly children: readonly MarkupInline[] };

export type MarkupBlock =
  | { readonly type: 'paragraph'; readonly children: readonly MarkupInline[] }
  | {
      readonly type: 'list';
      readonly ordered: boolean;
      /** The first item's number (ordered lists; 1 for bullets). */
      readonly start: number;
      readonly items: readonly (readonly MarkupInline[])[];
    };
