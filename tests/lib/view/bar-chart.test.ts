import { DEFAULT_LAYOUT, SCALE_LABEL_GAP, barChart, layoutForScale, niceCeiling } from '@/lib/view/bar-chart';

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

describe('room for the scale labels', () => {
  it('keeps the default left margin for short labels and widens it for long ones', () => {
    expect(layoutForScale('500').left).toBe(DEFAULT_LAYOUT.left);
    // `10,000` at 12 units: six characters of at most 7.5 units right-aligned 6 units left of the plot.
    const wide = layoutForScale('10,000');
    expect(wide.left - SCALE_LABEL_GAP).toBeGreaterThanOrEqual(6 * 7.5);
    expect(wide).toMatchObject({ width: DEFAULT_LAYOUT.width, right: DEFAULT_LAYOUT.right });
    expect(layoutForScale('1,00,000').left).toBeGreaterThan(wide.left);
    // The plot starts where the room ends.
    expect(barChart([10_000], wide).plot.x).toBe(wide.left);
  });
});
