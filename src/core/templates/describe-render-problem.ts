import type { RenderProblem } from './render-template.ts';

/**
 * Why a template gives an item no key, in words that name the template and what to fix.
 *
 * @example
 * describeRenderProblem('USER#${id}', { kind: 'missing', attribute: 'id' });
 * // 'template "USER#${id}" needs attribute "id", which the item does not have'
 */
export function describeRenderProblem(template: string, p: RenderProblem): string {
  switch (p.kind) {
    case 'missing':
      return `template "${template}" needs attribute "${p.attribute}", which the item does not have`;
    case 'unrenderable':
      return `template "${template}" uses "${p.attribute}" of type ${p.type}, which cannot be part of a key`;
    case 'not-a-number':
      return `template "${template}" gives "${p.text}", which is not a number`;
    case 'needs-single-field':
      return `template "${template}" must be a single placeholder such as "\${id}" for a ${p.keyType} key`;
  }
}
