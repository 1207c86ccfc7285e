import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { SubAppId } from '@yoga/platform';
import { uploadPhoto } from './api/upload-photo';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, PHOTOS_MAX } from './limits';
import type { DraftPhoto } from './review-draft';

export interface Photo {
  key: string;
  /** The SKU (review block) the photo belongs to. */
  sku: string;
  /** A local preview while uploading, the served image once done. */
  preview: string;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  id?: string;
  /** The served address once uploaded (kept in the draft; the blob preview dies with the page). */
  url?: string;
  error?: string;
  file?: File;
}

let seq = 0;

/**
 * The photos of every review block of an order: checked on the device (type, 5 MB, nine per item)
 * BEFORE any byte leaves it, each uploaded at once with progress, retried or removed on failure.
 */
export function usePhotoUploads(subApp: SubAppId, initial: Record<string, DraftPhoto[]>) {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<Photo[]>(() =>
    Object.entries(initial).flatMap(([sku, ps]) =>
      ps.map((p) => ({
        key: p.id,
        sku,
        preview: p.url,
        url: p.url,
        progress: 1,
        status: 'done' as const,
        id: p.id,
      })),
    ),
  );
  const [notices, setNotices] = useState<Record<string, string | null>>({});
  const aborts = useRef(new Map<string, AbortController>());
  useEffect(() => () => aborts.current.forEach((a) => a.abort()), []);
  const update = (key: string, patch: Partial<Photo>) =>
    setPhotos((ps) => ps.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const start = (key: string, file: File) => {
    const abort = new AbortController();
    aborts.current.set(key, abort);
    update(key, { status: 'uploading', progress: 0, error: undefined });
    uploadPhoto(subApp, file, (progress) => update(key, { progress }), abort.signal)
      .then((up) => update(key, { status: 'done', progress: 1, id: up.id, url: up.url }))
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        const why = e instanceof ApiBusinessError && e.serverMsg ? e.serverMsg : t`上传失败`;
        update(key, { status: 'error', error: why });
      })
      .finally(() => aborts.current.delete(key));
  };

  const add = (sku: string, files: File[]) => {
    const problems: string[] = [];
    const accepted: Photo[] = [];
    const had = photos.filter((p) => p.sku === sku).length;
    for (const file of files) {
      const name = file.name;
      if (!PHOTO_TYPES.includes(file.type)) problems.push(t`“${name}”不是 JPG、PNG 或 WebP 图片`);
      else if (file.size > PHOTO_MAX_BYTES) problems.push(t`“${name}”太大了：图片不能超过 5 MB`);
      else if (had + accepted.length >= PHOTOS_MAX) {
        problems.push(t`每件商品最多 9 张图片`);
        break;
      } else {
        const preview = URL.createObjectURL(file);
        accepted.push({ key: `p${++seq}`, sku, preview, progress: 0, status: 'uploading', file });
      }
    }
    setNotices((n) => ({ ...n, [sku]: problems.length ? problems.join(' ') : null }));
    if (accepted.length === 0) return;
    setPhotos((ps) => [...ps, ...accepted]);
    for (const p of accepted) start(p.key, p.file!);
  };

  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    setPhotos((ps) => {
      const gone = ps.find((p) => p.key === key);
      if (gone?.file && gone.preview.startsWith('blob:')) URL.revokeObjectURL(gone.preview);
      return ps.filter((p) => p.key !== key);
    });
  };

  const retry = (key: string) => {
    const p = photos.find((x) => x.key === key);
    if (p?.file) start(key, p.file);
  };

  /** Uploaded photos by SKU, for the draft and the request. */
  const done = (sku: string): DraftPhoto[] =>
    photos
      .filter((p) => p.sku === sku && p.status === 'done' && p.id)
      .map((p) => ({ id: p.id!, url: p.url ?? p.preview }));

  return {
    photos,
    of: (sku: string) => photos.filter((p) => p.sku === sku),
    notice: (sku: string) => notices[sku] ?? null,
    done,
    add,
    remove,
    retry,
    busy: photos.some((p) => p.status === 'uploading'),
    failed: photos.some((p) => p.status === 'error'),
  };
}
