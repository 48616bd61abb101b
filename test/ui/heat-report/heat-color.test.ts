import { color } from 'd3';
import { describe, expect, it } from 'vitest';
import { heatColor, SCALE_TOP } from '../../../src/ui/heat-report/heat-color.ts';

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const { r, g, b: bl } = color(c)!.rgb();
    const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(bl);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

describe('heatColor', () => {
  it('gives every utilisation an ink that reads at WCAG AA (4.5:1) on its fill', () => {
    for (let u = 0; u <= SCALE_TOP + 0.5; u += 0.01) {
      const { fill, ink } = heatColor(u);
      expect(contrast(fill, ink)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('runs from dark to light as the load grows, and stops at the top of the scale', () => {
    const lum = (u: number) => color(heatColor(u).fill)!.rgb().g;
    expect(lum(0)).toBeLessThan(lum(0.5));
    expect(lum(0.5)).toBeLessThan(lum(1));
    expect(heatColor(5).fill).toBe(heatColor(SCALE_TOP).fill);
    expect(heatColor(-1).fill).toBe(heatColor(0).fill);
  });
});
