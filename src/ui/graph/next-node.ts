/** Where a node is drawn, for moving between nodes with the keyboard. */
export interface NodeSpot {
  readonly x: number;
  readonly y: number;
}

const DIRECTIONS: Record<string, readonly [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1]
};

/**
 * The node an arrow key moves to from node `from`: the nearest one lying that way (within 45°
 * of the arrow counts first, nearness weighing sideways distance double), else the nearest one
 * anywhere on that side; Home and End go to the first and last node. -1 when the key is not
 * one of these or there is no node that way (focus stays).
 *
 * @example
 * nextNode([{ x: 0, y: 0 }, { x: 50, y: 5 }, { x: 0, y: 80 }], 0, 'ArrowRight'); // 1
 */
export function nextNode(nodes: readonly NodeSpot[], from: number, key: string): number {
  if (nodes.length === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return nodes.length - 1;
  const dir = DIRECTIONS[key];
  const here = nodes[from];
  if (!dir || !here) return -1;
  let best = -1;
  let bestScore = Infinity;
  let inCone = false;
  nodes.forEach((n, i) => {
    if (i === from) return;
    const along = (n.x - here.x) * dir[0] + (n.y - here.y) * dir[1];
    const across = Math.abs((n.x - here.x) * dir[1] - (n.y - here.y) * dir[0]);
    if (along <= 0) return;
    const cone = across <= along;
    const score = along + 2 * across;
    if ((cone && !inCone) || (cone === inCone && score < bestScore)) {
      best = i;
      bestScore = score;
      inCone = cone;
    }
  });
  return best;
}
