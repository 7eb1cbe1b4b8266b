/** Shared shapes of the chart components (kept apart so the lazy uPlot module is the only one importing uplot). */
export interface ChartSeries {
  label: string;
  /** One value per x position; null leaves a gap. */
  values: readonly (number | null)[];
  color: string;
  dashed?: boolean;
}

export interface ChartRange {
  min: number;
  max: number;
}

export interface UplotChartProps {
  /** x positions in Unix seconds, ascending. */
  x: readonly number[];
  series: readonly ChartSeries[];
  /** Visible x range; null shows everything. */
  range: ChartRange | null;
  /** The user dragged a range on the plot. */
  onRangeChange: (range: ChartRange) => void;
  formatValue: (value: number) => string;
  formatX: (seconds: number) => string;
  /** The x axis's tick positions in [min, max] (at most maxCount) and their labels (shorter than the tooltip's date). */
  ticks: (min: number, max: number, maxCount: number) => { at: number[]; labels: string[] };
  height: number;
  ariaLabel: string;
}
