import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SubAppId } from '@yoga/platform';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from './limits';
import { uploadPhoto } from './upload-photo';
import { refusalText } from '../refusal';

/** A photo already uploaded (kept in a draft, or shown again). */
export interface UploadedPhoto {
  id: string;
  url: string;
}

export interface UploadingPhoto {
  key: string;
  /** The group (a review block: one SKU) the photo belongs to; a form with one grid uses one group. */
  group: string;
  /** A local preview while uploading, the served image once done. */
  preview: string;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  id?: string;
  /** The served address once uploaded (kept in a draft; the blob preview dies with the page). */
  url?: string;
  error?: string;
  file?: File;
}

let seq = 0;

/**
 * Photos in groups of at most `max` each (6 for a course evaluation, 9 per item of a store review):
 * checked on the device (type, 5 MB, count) BEFORE any byte leaves it, each uploaded at once with
 * progress, retried or removed on failure.
 */
export function usePhotoUploads(subApp: SubAppId, max: number, initial: Record<string, UploadedPhoto[]>) {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<UploadingPhoto[]>(() =>
    Object.entries(initial).flatMap(([group, ps]) =>
      ps.map((p) => ({
        key: p.id,
        group,
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
  const update = (key: string, patch: Partial<UploadingPhoto>) =>
    setPhotos((ps) => ps.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const start = (key: string, file: File) => {
    const abort = new AbortController();
    aborts.current.set(key, abort);
    update(key, { status: 'uploading', progress: 0, error: undefined });
    uploadPhoto(subApp, file, (progress) => update(key, { progress }), abort.signal)
      .then((up) => update(key, { status: 'done', progress: 1, id: up.id, url: up.url }))
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        update(key, { status: 'error', error: refusalText(e, t`上传失败`) });
      })
      .finally(() => aborts.current.delete(key));
  };

  const add = (group: string, files: File[]) => {
    const problems: string[] = [];
    const accepted: UploadingPhoto[] = [];
    const had = photos.filter((p) => p.group === group).length;
    for (const file of files) {
      const name = file.name;
      if (!PHOTO_TYPES.includes(file.type)) problems.push(t`“${name}”不是 JPG、PNG 或 WebP 图片`);
      else if (file.size > PHOTO_MAX_BYTES) problems.push(t`“${name}”超过 5 MB，请压缩后再传`);
      else if (had + accepted.length >= max) {
        problems.push(t`最多上传 ${max} 张图片`);
        break;
      } else {
        const preview = URL.createObjectURL(file);
        accepted.push({ key: `p${++seq}`, group, preview, progress: 0, status: 'uploading', file });
      }
    }
    setNotices((n) => ({ ...n, [group]: problems.length ? problems.join(' ') : null }));
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

  const busy = photos.some((p) => p.status === 'uploading');
  const failed = photos.some((p) => p.status === 'error');
  return {
    max,
    photos,
    of: (group: string) => photos.filter((p) => p.group === group),
    notice: (group: string) => notices[group] ?? null,
    /** A group's uploaded photos, for the draft and the request. */
    done: (group: string): UploadedPhoto[] =>
      photos
        .filter((p) => p.group === group && p.status === 'done' && p.id)
        .map((p) => ({ id: p.id!, url: p.url ?? p.preview })),
    add,
    remove,
    retry,
    busy,
    failed,
    /** Why the form cannot be sent yet because of its photos, in words; null when they are all done. */
    blocker: busy ? t`照片上传中，请稍候` : failed ? t`有照片上传失败，请重试或移除` : null,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
