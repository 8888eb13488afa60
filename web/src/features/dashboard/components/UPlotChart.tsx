import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

interface Props {
  /** The x labels, one a point (the days, already formatted for the reader). */
  labels: string[];
  values: number[];
  /** The previous period's values, day by day, drawn faintly under this period's. */
  previous?: number[];
  /** The series' name, for the legend. */
  name: string;
  previousName?: string;
  formatValue: (value: number) => string;
  height?: number;
}

const STROKE = '#9a5b3c';
const FILL = 'rgba(154, 91, 60, 0.08)';
const GRID = '#e4dfd6';
const PREVIOUS = 'rgba(107, 100, 92, 0.5)';

/** Only a real browser draws: jsdom (the tests) has neither matchMedia, which uPlot needs on load, nor a canvas. */
function canDraw(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && typeof ResizeObserver === 'function';
}

/**
 * A line chart drawn by uPlot on a canvas as wide as its container. uPlot and its stylesheet load on the first
 * chart drawn, so no other page pays for them; where nothing can be drawn this renders an empty frame and the
 * chart's table (which every chart has beside it) carries the numbers.
 */
export function UPlotChart({ labels, values, previous, name, previousName, formatValue, height = 180 }: Props) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element || !canDraw()) return;
    let chart: uPlot | null = null;
    let gone = false;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (chart && width > 0) chart.setSize({ width, height });
    });

    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (gone) return;
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { y: false, points: { size: 6 } },
        scales: { x: { time: false } },
        axes: [
          {
            stroke: '#6b645c',
            grid: { stroke: GRID },
            ticks: { stroke: GRID },
            incrs: [1, 2, 7, 14, 30, 61, 91],
            values: (_chart, splits) => splits.map((split) => labels[split] ?? ''),
          },
          { stroke: '#6b645c', grid: { stroke: GRID }, ticks: { stroke: GRID }, values: (_chart, splits) => splits.map(formatValue) },
        ],
        series: [
          {},
          ...(previous ? [{ label: previousName ?? '', stroke: PREVIOUS, width: 1.5, dash: [5, 4], points: { show: false } }] : []),
          { label: name, stroke: STROKE, fill: FILL, width: 2, points: { show: values.length <= 31 } },
        ],
      };
      const x = values.map((_value, index) => index);
      chart = new UPlot(options, previous ? [x, previous, values] : [x, values], element);
      observer.observe(element);
    });

    return () => {
      gone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [labels, values, previous, name, previousName, formatValue, height]);

  return <div ref={frame} aria-hidden className="w-full min-w-0" />;
}
