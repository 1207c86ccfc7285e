import { useEffect, useRef, useState } from 'react';
import type { LotteryPrize } from '@yoga/contract';
import s from './lottery.module.css';

const SPIN_MS = 3600;
const TURNS = 5;

/** A phone that asks for less motion (or cannot say): the wheel jumps to the prize. */
const reducedMotion = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A prize name in at most three short lines for its sector: by words in English, by characters in Chinese. */
export function labelLines(name: string, max = 9): string[] {
  if (name.length <= max) return [name];
  const words = name.split(/\s+/);
  if (words.length > 1) {
    const lines: string[] = [];
    for (const w of words) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${w}`.length <= max) lines[lines.length - 1] = `${last} ${w}`;
      else lines.push(w);
    }
    if (lines.length <= 3) return lines;
    return [
      lines[0]!,
      lines[1]!,
      `${lines
        .slice(2)
        .join(' ')
        .slice(0, max - 1)}…`,
    ];
  }
  const size = Math.ceil(name.length / Math.min(3, Math.ceil(name.length / max)));
  return name.match(new RegExp(`.{1,${size}}`, 'gu')) ?? [name];
}

const point = (deg: number, r: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
};

export interface WheelProps {
  prizes: LotteryPrize[];
  /** The index of the sector the server chose, and a counter that changes with every draw. */
  target: { index: number; turn: number } | null;
  /** Called once the wheel has stopped on the target (at once with reduced motion). */
  onStopped: () => void;
}

/**
 * The prize wheel, drawn in SVG: one sector per prize, the pointer at the top. It only ever turns to
 * the sector the server chose; with prefers-reduced-motion it is placed there without turning.
 */
export function Wheel({ prizes, target, onStopped }: WheelProps) {
  const n = Math.max(prizes.length, 1);
  const seg = 360 / n;
  const [angle, setAngle] = useState(0);
  const [moving, setMoving] = useState(false);
  const stopped = useRef(onStopped);
  stopped.current = onStopped;

  useEffect(() => {
    if (!target) return;
    // The sector's centre under the pointer, a few whole turns on from where the wheel stands.
    const jitter = (Math.random() - 0.5) * seg * 0.5;
    const rest = (360 - ((target.index * seg + jitter) % 360)) % 360;
    if (reducedMotion()) {
      setAngle(rest);
      stopped.current();
      return;
    }
    setMoving(true);
    setAngle((from) => from - (from % 360) + TURNS * 360 + rest);
    const done = window.setTimeout(() => {
      setMoving(false);
      stopped.current();
    }, SPIN_MS + 100);
    return () => window.clearTimeout(done);
  }, [target, seg]);

  return (
    <div className={s.wheel} aria-hidden="true">
      <svg viewBox="-100 -100 200 200" className={s.wheelSvg}>
        <g
          className={s.wheelRotor}
          data-moving={moving || undefined}
          style={{ transform: `rotate(${angle}deg)`, transitionDuration: moving ? `${SPIN_MS}ms` : '0ms' }}
        >
          <circle r="98" className={s.wheelRim} />
          {prizes.map((p, i) => {
            const from = i * seg - seg / 2;
            const to = from + seg;
            const d =
              n === 1
                ? 'M 0 -92 A 92 92 0 1 1 -0.01 -92 Z'
                : `M 0 0 L ${point(from, 92)} A 92 92 0 ${seg > 180 ? 1 : 0} 1 ${point(to, 92)} Z`;
            const lines = labelLines(p.name);
            return (
              <g key={p.id}>
                <path d={d} className={s.sector} data-tone={i % 2 ? 'b' : 'a'} data-kind={p.kind} />
                <text className={s.sectorText} transform={`rotate(${i * seg}) translate(0 -62)`}>
                  {lines.map((l, k) => (
                    <tspan key={k} x="0" dy={k === 0 ? 3 - (lines.length - 1) * 5 : 10}>
                      {l}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
          <circle r="20" className={s.wheelHub} />
        </g>
        <path d="M -9 -104 L 9 -104 L 0 -84 Z" className={s.wheelPointer} />
      </svg>
    </div>
  );
}
