import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlbumYearReport } from '@yoga/contract';
import { formatMinutes } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './albums.module.css';

/** The poster's size in CSS pixels; drawn at twice that for a sharp image on a phone. */
const W = 360;
const H = 560;

export interface PosterLines {
  heading: string;
  rows: [label: string, value: string][];
  footer: string;
}

/**
 * Draws a year's report on a canvas as a shareable picture: the year, then one row per number.
 * Returns a PNG data URL, or null where the browser has no 2D canvas.
 */
export function drawPoster(
  year: number,
  lines: PosterLines,
  colors: { bg: string; fg: string; end: string },
): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = W * 2;
  canvas.height = H * 2;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.scale(2, 2);
  const grad = g.createLinearGradient(0, 0, 0, H);
  grad.addColorStop(0, colors.bg);
  grad.addColorStop(1, colors.end);
  g.fillStyle = grad;
  g.fillRect(0, 0, W, H);
  g.fillStyle = colors.fg;
  g.textBaseline = 'top';
  g.font = '700 64px system-ui, sans-serif';
  g.fillText(String(year), 28, 40);
  g.font = '600 20px system-ui, sans-serif';
  g.fillText(lines.heading, 28, 116, W - 56);
  let y = 176;
  for (const [label, value] of lines.rows) {
    g.globalAlpha = 0.8;
    g.font = '400 15px system-ui, sans-serif';
    g.fillText(label, 28, y, W - 56);
    g.globalAlpha = 1;
    g.font = '700 28px system-ui, sans-serif';
    g.fillText(value, 28, y + 22, W - 56);
    y += 78;
  }
  g.globalAlpha = 0.7;
  g.font = '400 13px system-ui, sans-serif';
  g.fillText(lines.footer, 28, H - 40, W - 56);
  return canvas.toDataURL('image/png');
}

/** The poster wears the page's tokens (ui.css sets them all, applyBrandTheme the brand's). */
const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * "Make a poster" under the slides: the year's numbers drawn into one picture, shown as an image the
 * phone saves by long-press (the chat browser's own menu), with a save link where downloads work.
 */
export function YearPoster({ r }: { r: AlbumYearReport }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const year = r.year;
  const make = () => {
    const days = r.days;
    const classes = r.classes;
    const streak = r.longestStreak;
    const rows: PosterLines['rows'] = [
      [t`上课`, t`${classes} 节课 · ${days} 天`],
      [t`练习时长`, formatMinutes(r.minutes)],
      [t`最长连续练习`, t`${streak} 天`],
    ];
    if (r.favouriteCoach) rows.push([t`最常上课的老师`, r.favouriteCoach]);
    const url = drawPoster(
      year,
      { heading: t`我的 ${year} 年度练习报告`, rows, footer: t`长按保存，分享给朋友` },
      { bg: cssVar('--y-primary'), fg: cssVar('--y-primary-contrast'), end: cssVar('--y-text') },
    );
    setFailed(url === null);
    setSrc(url);
  };
  return (
    <section className="y-col y-gap-2 y-mt-4" data-testid="album-poster">
      {src ? (
        <>
          <img
            className={cx('y-fill-img y-rounded', s.posterImg)}
            src={src}
            alt={t`${year} 年度练习报告海报`}
          />
          <p className="y-m0 y-mt-2 y-center y-sm y-muted">
            <Trans>长按图片保存到手机</Trans>
          </p>
          <a className="y-btn y-btn-ghost" href={src} download={`yoga-${year}.png`}>
            <Trans>保存海报</Trans>
          </a>
        </>
      ) : (
        <button type="button" className="y-btn" onClick={make}>
          <Trans>生成分享海报</Trans>
        </button>
      )}
      {failed && (
        <p className="y-m0 y-mt-2 y-center y-sm y-muted" role="alert">
          <Trans>这个浏览器画不了海报，请截图分享</Trans>
        </p>
      )}
    </section>
  );
}
