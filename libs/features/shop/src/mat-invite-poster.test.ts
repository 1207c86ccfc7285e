import { describe, expect, it, vi } from 'vitest';
import { drawInvitePoster } from './mat-invite-poster';
import { qrMatrix } from './mat-invite-qr';

/** jsdom has no canvas: a context that records what is drawn. */
function mockCanvas() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) =>
      key in target
        ? target[key]
        : key === 'measureText'
          ? (s: string) => ({ width: s.length * 10 })
          : (...a: unknown[]) => void calls.push(`${key}:${String(a[0])}`),
    set: (target, key: string, v) => ((target[key] = v), true),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,POSTER');
  return calls;
}

describe('invite poster', () => {
  it('draws the brand band, the headline, the mat and the QR code, and returns a PNG', async () => {
    const calls = mockCanvas();
    const url = await drawInvitePoster({
      brandName: 'Phala 瑜伽',
      headline: '邀请 5 位好友，免费领瑜伽垫',
      subline: '好友扫码注册，助我领取',
      matTitle: 'TPU 瑜伽垫',
      cover: '',
      link: 'http://localhost/phala/login?invite=PHDEMO',
      scanHint: '长按识别二维码',
      colors: { primary: '#5b3fd9', tint: '#f0ecff', onPrimary: '#ffffff' },
    });
    expect(url).toBe('data:image/png;base64,POSTER');
    expect(calls).toContain('fillText:邀请 5 位好友，免费领瑜伽垫');
    expect(calls).toContain('fillText:TPU 瑜伽垫');
    // Hundreds of dark modules of the QR code.
    expect(calls.filter((c) => c.startsWith('fillRect')).length).toBeGreaterThan(100);
  });

  it('encodes the link as a QR matrix', () => {
    const m = qrMatrix('http://localhost/phala/login?invite=PHDEMO')!;
    expect(m.length).toBeGreaterThanOrEqual(21);
    expect(m[0]![0]).toBe(true); // a finder pattern's corner
  });
});
