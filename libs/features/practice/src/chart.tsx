import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { MeasurementHistory } from '@yoga/contract';
import css from './practice.module.css';

/**
 * The history drawn by uPlot (a small canvas chart). This module is imported on demand by info_item
 * only, so the library is never in slim's first screen. The canvas is hidden from screen readers:
 * the same values are in the table beside it.
 */
export default function MeasurementChart({ history }: { history: MeasurementHistory }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // A canvas knows no CSS variables: the brand colour and the text colour are read once here.
    const style = getComputedStyle(el);
    const color = style.getPropertyValue('--y-primary').trim();
    const text = style.color;
    const xs = history.points.map((p) => Date.parse(`${p.day}T12:00:00Z`) / 1000);
    const ys = history.points.map((p) => p.value);
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          // Month/day only: the default's second line (the year) does not fit the phone's chart.
          {
            stroke: text,
            size: 32,
            values: (_u: uPlot, splits: number[]) =>
              splits.map((s) => {
                const d = new Date(s * 1000);
                return `${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
              }),
          },
          { stroke: text, size: 44 },
        ],
        series: [{}, { stroke: color, width: 2, points: { show: true, size: 6 } }],
      },
      [xs, ys],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [history]);
  return <div ref={box} className={css.chart} aria-hidden="true" data-testid="measurement-chart" />;
}
