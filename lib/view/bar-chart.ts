/**
 * Geometry of a simple bar chart drawn as SVG on the server (the /stats
 * page's views per day): a "nice" top of the scale (1, 2 or 5 times a power
 * of ten), gridline values, and one bar per value in a fixed view box.
 */
export interface BarChartLayout {
  width: number;
  height: number;
  /** Room around the plot: left for the scale's labels, below for the x labels, right for the last x label. */
  left: number;
  right: number;
  bottom: number;
  top: number;
}

// Small enough that the labels stay legible when a phone scales the chart down.
export const DEFAULT_LAYOUT: BarChartLayout = { width: 480, height: 180, left: 36, right: 16, bottom: 22, top: 8 };

/** Gap between a scale label's right end and the plot. */
export const SCALE_LABEL_GAP = 6;
/** Width of a character of a 12-unit scale label: Inter's figures are 0.6 em wide, a comma less; 7.5 leaves a margin. */
const SCALE_CHAR_WIDTH = 7.5;

/**
 * The layout with room on the left for the widest scale label (the top of
 * the scale as printed, e.g. `10,000`): the fixed 36 units held four
 * figures, and a fifth with its comma was cut at the chart's edge (`,000`).
 */
export function layoutForScale(widestLabel: string, layout: BarChartLayout = DEFAULT_LAYOUT): BarChartLayout {
  return { ...layout, left: Math.max(layout.left, Math.ceil(widestLabel.length * SCALE_CHAR_WIDTH + SCALE_LABEL_GAP + 2)) };
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Centre of the bar, for its label. */
  cx: number;
}

export interface BarChart {
  scaleMax: number;
  /** Gridlines: value and y position, bottom to top. */
  ticks: { value: number; y: number }[];
  bars: Bar[];
  plot: { x: number; y: number; width: number; height: number };
}

/** The smallest of 1, 2, 5 × 10^k that is at least `max` (1 for an empty chart). */
export function niceCeiling(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

export function barChart(values: readonly number[], layout: BarChartLayout = DEFAULT_LAYOUT): BarChart {
  const plot = {
    x: layout.left,
    y: layout.top,
    width: layout.width - layout.left - layout.right,
    height: layout.height - layout.top - layout.bottom,
  };
  const scaleMax = niceCeiling(Math.max(0, ...values));
  const yOf = (v: number) => plot.y + plot.height - (v / scaleMax) * plot.height;
  const slot = plot.width / Math.max(1, values.length);
  const barWidth = slot * 0.7;
  return {
    scaleMax,
    // Counts: a middle gridline only where it is a whole number (not at 2.5 of 5).
    ticks: [0, scaleMax / 2, scaleMax].filter(Number.isInteger).map((value) => ({ value, y: yOf(value) })),
    plot,
    bars: values.map((v, i) => {
      const x = plot.x + i * slot + (slot - barWidth) / 2;
      return { x, y: yOf(v), width: barWidth, height: plot.y + plot.height - yOf(v), cx: x + barWidth / 2 };
    }),
  };
}
