import { color, scaleSequential } from 'd3';
import { cividis } from './cividis.ts';

/** Utilisation (share of one partition's throughput) shown from 0 to this; above is "over". */
export const SCALE_TOP = 1.25;

/**
 * Cividis, a sequential palette made for colour-vision deficiencies (dark blue to yellow, even
 * in lightness), over utilisation 0…1.25: the colour of a heat cell. Numbers are always shown
 * beside it; colour alone never tells.
 * https://d3js.org/d3-scale-chromatic/sequential#interpolateCividis (`cividis.ts`)
 */
const fill = scaleSequential(cividis).domain([0, SCALE_TOP]).clamp(true);

/**
 * The fill of a heat cell and the ink (black or white) that reads on it.
 *
 * @example
 * heatColor(1.2); // { fill: 'rgb(…)', ink: '#000000' }: light yellow, dark text
 */
export function heatColor(utilization: number): { fill: string; ink: string } {
  const f = fill(Math.max(0, utilization));
  const c = color(f)?.rgb();
  if (!c) return { fill: f, ink: '#000000' };
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
  // The ink with the higher contrast ratio against the fill (WCAG's formula).
  return {
    fill: f,
    ink: (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff'
  };
}
