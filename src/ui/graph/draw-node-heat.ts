import type { SceneNode } from './graph-scene.ts';
import { heatColor } from '../heat-report/heat-color.ts';
import { percent } from '../heat-report/format-heat.ts';

/**
 * Paint the canvas graph's heat badges, as NodeHeatBadge draws them in SVG: above each node with
 * a heat, its percentage on the heat colour, outlined in `error` past 100 %, else in `bg`.
 *
 * @example
 * drawNodeHeat(ctx, scene.nodes, '#fff', '#c00');
 */
export function drawNodeHeat(
  ctx: CanvasRenderingContext2D,
  nodes: readonly SceneNode[],
  bg: string,
  error: string
): void {
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  for (const n of nodes) {
    if (n.heat === null) continue;
    const c = heatColor(n.heat);
    const text = percent(n.heat);
    const width = text.length * 7 + 8;
    const y = n.y - n.r - 12;
    ctx.beginPath();
    ctx.roundRect(n.x - width / 2, y - 8, width, 15, 3);
    ctx.fillStyle = c.fill;
    ctx.fill();
    ctx.lineWidth = n.heat > 1 ? 2.5 : 1;
    ctx.strokeStyle = n.heat > 1 ? error : bg;
    ctx.stroke();
    ctx.fillStyle = c.ink;
    ctx.fillText(text, n.x, y + 4);
  }
}
