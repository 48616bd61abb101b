/**
 * How a read ended: the reader's own reasons, and `memory` when the studio stopped it near what
 * the tab can hold (nearMemoryLimit). Declared in a file of its own so that readCompleteness and
 * endReasonText, which both name it, import neither the other.
 */
export type ReadEndReason = 'complete' | 'stopped' | 'item-cap' | 'byte-cap' | 'problem' | 'memory';
