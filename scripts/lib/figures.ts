/** One measured figure of `npm run bench` / `npm run bench:load`, printed as `name: value unit`. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
}

/** Three decimals below 10, one below 100, none above: `panchang_day_ms: 0.412 ms`. */
export function formatFigure(f: Figure): string {
  const digits = Math.abs(f.value) >= 100 ? 0 : Math.abs(f.value) >= 10 ? 1 : 3;
  return `${f.name}: ${f.value.toFixed(digits)} ${f.unit}`;
}

/** The middle value of a run of timings (the upper one of an even count): every bench reports medians. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
