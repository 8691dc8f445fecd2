import { DEFAULT_LAYOUT, barChart, niceCeiling } from '@/lib/view/bar-chart';

describe('bar chart geometry', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [10, 10],
    [11, 20],
    [180, 200],
    [201, 500],
    [4321, 5000],
  ])('scales %d to %d', (max, nice) => {
    expect(niceCeiling(max)).toBe(nice);
  });

  it('draws one bar per value inside the plot, heights in proportion, zero as no bar', () => {
    const c = barChart([0, 5, 10]);
    const { plot } = c;
    expect(c.scaleMax).toBe(10);
    expect(c.bars).toHaveLength(3);
    expect(c.bars[0].height).toBe(0);
    expect(c.bars[2].height).toBeCloseTo(plot.height);
    expect(c.bars[1].height).toBeCloseTo(plot.height / 2);
    for (const b of c.bars) {
      expect(b.x).toBeGreaterThanOrEqual(plot.x);
      expect(b.x + b.width).toBeLessThanOrEqual(DEFAULT_LAYOUT.width - DEFAULT_LAYOUT.right);
      expect(b.y + b.height).toBeCloseTo(plot.y + plot.height);
    }
    expect(c.ticks.map((t) => t.value)).toEqual([0, 5, 10]);
    expect(c.ticks[0].y).toBeCloseTo(plot.y + plot.height);
    expect(c.ticks[2].y).toBeCloseTo(plot.y);
    expect(barChart([3]).ticks.map((t) => t.value)).toEqual([0, 5]);
  });
});
