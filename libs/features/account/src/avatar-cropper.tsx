import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '@yoga/ui';
import s from './account.module.css';

/** The side of the square avatar sent to the server: sharp on any phone, far below the upload limit. */
export const AVATAR_SIDE = 512;

interface View {
  /** Viewport side in CSS px, the picture's natural size, and how far it is zoomed and moved. */
  side: number;
  w: number;
  h: number;
  zoom: number;
  x: number;
  y: number;
}

const cover = (v: View) => Math.max(v.side / v.w, v.side / v.h) * v.zoom;
/** Keeps the picture covering the whole square. */
function clamp(v: View): View {
  const k = cover(v);
  const minX = v.side - v.w * k;
  const minY = v.side - v.h * k;
  return { ...v, x: Math.min(0, Math.max(minX, v.x)), y: Math.min(0, Math.max(minY, v.y)) };
}

/**
 * Crops a chosen picture to a square on the device: drag to move, the slider to zoom; the circle shows
 * what the avatar will show. "Use" draws the square on a canvas and hands back a JPEG of AVATAR_SIDE px.
 */
export function AvatarCropper({
  src,
  onDone,
  onCancel,
}: {
  src: string;
  onDone: (file: File) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const img = useRef<HTMLImageElement>(null);
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [failed, setFailed] = useState(false);

  const loaded = () => {
    const el = img.current;
    const side = box.current?.clientWidth || 300;
    if (!el || !el.naturalWidth) return setFailed(true);
    const v: View = { side, w: el.naturalWidth, h: el.naturalHeight, zoom: 1, x: 0, y: 0 };
    const k = cover(v);
    setView(clamp({ ...v, x: (side - v.w * k) / 2, y: (side - v.h * k) / 2 }));
  };
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth) loaded();
  }, []);

  const zoomTo = (zoom: number) =>
    setView((v) => {
      if (!v) return v;
      // Zoom about the centre of the square.
      const c = v.side / 2;
      const k = zoom / v.zoom;
      return clamp({ ...v, zoom, x: c - (c - v.x) * k, y: c - (c - v.y) * k });
    });
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (!view) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { px: e.clientX, py: e.clientY, x: view.x, y: view.y };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setView((v) => v && clamp({ ...v, x: d.x + e.clientX - d.px, y: d.y + e.clientY - d.py }));
  };
  const use = () => {
    if (!view || !img.current) return;
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIDE;
    canvas.height = AVATAR_SIDE;
    const ctx = canvas.getContext('2d');
    if (!ctx) return setFailed(true);
    const k = cover(view);
    ctx.drawImage(
      img.current,
      -view.x / k,
      -view.y / k,
      view.side / k,
      view.side / k,
      0,
      0,
      AVATAR_SIDE,
      AVATAR_SIDE,
    );
    canvas.toBlob(
      (blob) => (blob ? onDone(new File([blob], 'avatar.jpg', { type: 'image/jpeg' })) : setFailed(true)),
      'image/jpeg',
      0.9,
    );
  };

  const k = view ? cover(view) : 1;
  return (
    <section className="y-section" aria-label={t`裁剪头像`} data-testid="avatar-cropper">
      <h2 className="y-section-title">
        <Trans>拖动和缩放，选择头像显示的部分</Trans>
      </h2>
      <div
        ref={box}
        className={s.crop}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <img
          ref={img}
          src={src}
          alt=""
          onLoad={loaded}
          onError={() => setFailed(true)}
          style={view ? { transform: `translate(${view.x}px, ${view.y}px) scale(${k})` } : { opacity: 0 }}
        />
      </div>
      <label className="y-col y-gap-2">
        <span className="y-sm y-muted">
          <Trans>缩放</Trans>
        </span>
        <input
          type="range"
          min={1}
          max={3}
          step={0.01}
          value={view?.zoom ?? 1}
          onChange={(e) => zoomTo(Number(e.target.value))}
          disabled={!view}
        />
      </label>
      {failed && (
        <FieldError>
          <Trans>这张图片无法打开，请换一张</Trans>
        </FieldError>
      )}
      <div className="y-row y-gap-2 y-wrap y-justify-center">
        <button type="button" className="y-btn y-btn-ghost" onClick={onCancel}>
          <Trans>取消</Trans>
        </button>
        <button type="button" className="y-btn" onClick={use} disabled={!view}>
          <Trans>使用这张</Trans>
        </button>
      </div>
    </section>
  );
}
