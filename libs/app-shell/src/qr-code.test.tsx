import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import qrcode from 'qrcode-generator';
import type { ReactNode } from 'react';
import { QrCode, qrMatrix, QUIET_ZONE } from './qr-code';
import DesktopFrame from './desktop-frame';
import { FRAME_PATH } from './frame-messages';

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

beforeAll(() => activateTestLocale('zh'));

/** What qrcode-generator itself makes of a text given as raw bytes, at a level. */
function reference(bytes: string, level: 'L' | 'M' = 'M'): boolean[][] {
  const qr = qrcode(0, level);
  qr.addData(bytes, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** Reads the dark modules back out of the rendered SVG path. */
function modulesOf(svg: SVGSVGElement) {
  const units = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  expect(squares.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join('')).toBe(d);
  const grid = Array.from({ length: units }, () => Array.from({ length: units }, () => false));
  for (const [x, y] of squares) grid[y]![x] = true;
  return { units, squares, grid };
}

const url = 'http://localhost:4210/onmat/vip_pay?from=desk';

describe('QR code', () => {
  it('is the module matrix qrcode-generator makes for the address, at level M', () => {
    const m = qrMatrix(url)!;
    expect(m).toEqual(reference(url, 'M'));
    expect(m).not.toEqual(reference(url, 'L'));
    expect(m.length).toBeGreaterThanOrEqual(21);
  });

  it('encodes other characters as UTF-8', () => {
    const text = 'http://localhost/cc#证书';
    const utf8 = String.fromCharCode(...new TextEncoder().encode(text));
    expect(qrMatrix(text)).toEqual(reference(utf8));
  });

  it('draws exactly the dark modules, dark on white, inside a 4-module quiet zone, at least 160 px', () => {
    wrap(<QrCode value={url} />);
    const svg = screen.getByRole('img') as unknown as SVGSVGElement;
    const matrix = reference(url);
    const n = matrix.length;
    const { units, squares, grid } = modulesOf(svg);
    expect(QUIET_ZONE).toBe(4);
    expect(units).toBe(n + 2 * QUIET_ZONE);
    expect(squares).toHaveLength(matrix.flat().filter(Boolean).length);
    for (let r = 0; r < units; r++)
      for (let c = 0; c < units; c++) {
        const inside = r >= QUIET_ZONE && r < QUIET_ZONE + n && c >= QUIET_ZONE && c < QUIET_ZONE + n;
        expect(grid[r]![c]).toBe(inside && matrix[r - QUIET_ZONE]![c - QUIET_ZONE]);
      }
    const rect = svg.querySelector('rect')!;
    expect([rect.getAttribute('width'), rect.getAttribute('height'), rect.getAttribute('fill')]).toEqual([
      `${units}`,
      `${units}`,
      '#fff',
    ]);
    expect(svg.querySelector('path')!.getAttribute('fill')).toBe('#000');
    const size = Number(svg.getAttribute('width'));
    expect(svg.getAttribute('height')).toBe(`${size}`);
    expect(size).toBeGreaterThanOrEqual(160);
    expect(size % units).toBe(0);
  });

  it('is named by the address it opens, in either language', async () => {
    wrap(<QrCode value={url} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(`二维码：${url}`);
    await activateTestLocale('en');
    wrap(<QrCode value={url} />);
    expect(screen.getAllByRole('img')[1]!.getAttribute('aria-label')).toBe(`QR code: ${url}`);
    await activateTestLocale('zh');
  });

  it('draws nothing for a text too long for any QR code', () => {
    expect(qrMatrix('x'.repeat(3000))).toBeNull();
    const { container } = wrap(<QrCode value={'x'.repeat(3000)} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});

describe('desktop frame panel', () => {
  it('shows the brand and a QR code of the current address, and follows the frame', () => {
    window.history.replaceState(null, '', '/onmat/week_vip_pay?from=desk');
    wrap(<DesktopFrame />);
    const iframe = screen.getByTestId('desktop-frame') as HTMLIFrameElement;
    const qr = () => screen.getByRole('img').getAttribute('aria-label');
    expect(qr()).toBe(`二维码：${location.origin}/onmat/week_vip_pay?from=desk`);
    expect(screen.getByTestId('desktop-brand').textContent).toContain('OnMat 瑜伽');
    expect(screen.getByText('用手机扫码继续')).toBeTruthy();

    const report = (path: string, source: Window | null = iframe.contentWindow) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: FRAME_PATH, path, title: 't' },
            origin: location.origin,
            source,
          }),
        );
      });
    report('/onmat/vip_pay?from=desk');
    expect(qr()).toBe(`二维码：${location.origin}/onmat/vip_pay?from=desk`);
    report('/');
    expect(qr()).toBe(`二维码：${location.origin}/`);
    expect(screen.getByTestId('desktop-brand').textContent).toContain('瑜伽课堂');
    // Another window's word is not taken.
    report('/phala/store', window);
    expect(qr()).toBe(`二维码：${location.origin}/`);
  });
});
