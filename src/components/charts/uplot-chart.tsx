/**
 * The one module that imports uPlot (canvas, no per-point DOM: ten years of daily points draw in milliseconds).
 * Loaded lazily by time-series-chart.tsx, so only pages that chart download it. Drag on the plot selects a range;
 * hovering or tapping shows one tooltip element that follows the cursor.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { UplotChartProps } from './chart-types';

/** Pixels per x-axis label at least. */
const TICK_SPACING = 90;

export default function UplotChart(props: UplotChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(props);
  // Formatters and callbacks change with the language; the plot reads the latest ones without being rebuilt.
  useLayoutEffect(() => {
    latest.current = props;
  });

  const { x, series, height } = props;
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let tickLabels = new Map<number, string>();
    const tooltip = document.createElement('div');
    Object.assign(tooltip.style, {
      position: 'absolute', pointerEvents: 'none', display: 'none', zIndex: '2', padding: '6px 8px',
      background: 'rgba(26,15,56,0.92)', color: '#fff', borderRadius: '6px', fontSize: '12px', whiteSpace: 'nowrap',
    });
    const opts: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height,
      legend: { show: false },
      cursor: { drag: { x: true, y: false, setScale: false }, points: { size: 6 } },
      scales: { x: { time: true } },
      axes: [
        {
          stroke: '#52525b',
          grid: { stroke: '#e4e4e7' },
          // Ticks at round dates, one per TICK_SPACING pixels at most, each labelled once (no repeated month).
          splits: (u, _axis, min, max) => {
            const { at, labels } = latest.current.ticks(min, max, Math.floor(u.over.clientWidth / TICK_SPACING));
            tickLabels = new Map(at.map((s, i) => [s, labels[i]]));
            return at;
          },
          values: (_u, splits) => splits.map((s) => tickLabels.get(s) ?? ''),
        },
        {
          stroke: '#52525b',
          grid: { stroke: '#e4e4e7' },
          values: (_u, splits) => splits.map((v) => latest.current.formatValue(v)),
          // As wide as its longest label ("-150.00%", "1,234.5678"), measured in the axis's font: a fixed width cut
          // the first digits off.
          size: (u, values, axisIdx, cycleNum) => {
            const axis = u.axes[axisIdx] as uPlot.Axis & { _size?: number };
            if (cycleNum > 1 && axis._size) return axis._size;
            const longest = (values ?? []).reduce((a, v) => (String(v).length > a.length ? String(v) : a), '');
            u.ctx.font = (axis.font as unknown as [string])?.[0] ?? u.ctx.font;
            const ticks = (axis.ticks as { size?: number } | undefined)?.size ?? 10;
            return Math.ceil(ticks + (axis.gap ?? 5) + u.ctx.measureText(longest).width / (window.devicePixelRatio || 1) + 4);
          },
        },
      ],
      series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 1.5, dash: s.dashed ? [6, 4] : undefined, spanGaps: true }))],
      hooks: {
        init: [(u) => u.over.appendChild(tooltip)],
        setSelect: [
          (u) => {
            if (u.select.width < 4) return;
            const min = u.posToVal(u.select.left, 'x');
            const max = u.posToVal(u.select.left + u.select.width, 'x');
            u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
            latest.current.onRangeChange({ min, max });
          },
        ],
        setCursor: [
          (u) => {
            const i = u.cursor.idx;
            if (i === null || i === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
              tooltip.style.display = 'none';
              return;
            }
            const p = latest.current;
            const rows = p.series.map((s) => {
              const v = s.values[i];
              return `<div><span style="color:${s.color}">●</span> ${escapeHtml(s.label)}: ${v === null || v === undefined ? '--' : p.formatValue(v)}</div>`;
            });
            tooltip.innerHTML = `<div>${escapeHtml(p.formatX(p.x[i]))}</div>${rows.join('')}`;
            tooltip.style.display = 'block';
            const left = u.cursor.left;
            const flip = left > u.over.clientWidth / 2;
            tooltip.style.left = flip ? '' : `${left + 12}px`;
            tooltip.style.right = flip ? `${u.over.clientWidth - left + 12}px` : '';
            tooltip.style.top = '8px';
          },
        ],
      },
    };
    const data: uPlot.AlignedData = [Float64Array.from(x), ...series.map((s) => s.values.map((v) => v ?? null))];
    const u = new uPlot(opts, data, element);
    plot.current = u;
    const observer = new ResizeObserver(() => u.setSize({ width: Math.max(element.clientWidth, 280), height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [x, series, height]);

  const { range } = props;
  useEffect(() => {
    const u = plot.current;
    if (!u || x.length === 0) return;
    u.setScale('x', range ?? { min: x[0], max: x[x.length - 1] });
  }, [range, x]);

  return <div ref={host} role="img" aria-label={props.ariaLabel} style={{ width: '100%', position: 'relative' }} />;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}
