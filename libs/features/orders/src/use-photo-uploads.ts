import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { SubAppId } from '@yoga/platform';
import { uploadPhoto } from './api/upload-photo';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, PHOTOS_MAX } from './limits';

export interface Photo {
  key: string;
  name: string;
  /** A local preview while uploading, the served image once done. */
  preview: string;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  id?: string;
  error?: string;
  file?: File;
}

let seq = 0;

/** Photos picked, checked on the device (type, size, count), uploaded one by one with progress. */
export function usePhotoUploads(subApp: SubAppId, initial: { id: string; url: string }[]) {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initial.map((p) => ({
      key: p.id,
      name: '',
      preview: p.url,
      progress: 1,
      status: 'done' as const,
      id: p.id,
    })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const aborts = useRef(new Map<string, AbortController>());
  useEffect(() => () => aborts.current.forEach((a) => a.abort()), []);
  const update = (key: string, patch: Partial<Photo>) =>
    setPhotos((ps) => ps.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const start = (key: string, file: File) => {
    const abort = new AbortController();
    aborts.current.set(key, abort);
    update(key, { status: 'uploading', progress: 0, error: undefined });
    uploadPhoto(subApp, file, (progress) => update(key, { progress }), abort.signal)
      .then((up) => update(key, { status: 'done', progress: 1, id: up.id }))
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        const why = e instanceof ApiBusinessError && e.serverMsg ? e.serverMsg : t`上传失败，请重试`;
        update(key, { status: 'error', error: why });
      })
      .finally(() => aborts.current.delete(key));
  };

  const add = (files: File[]) => {
    const problems: string[] = [];
    const accepted: Photo[] = [];
    for (const file of files) {
      const name = file.name;
      if (!PHOTO_TYPES.includes(file.type)) problems.push(t`“${name}”不是 JPG、PNG 或 WebP 图片`);
      else if (file.size > PHOTO_MAX_BYTES) problems.push(t`“${name}”超过 5 MB，请压缩后再传`);
      else if (photos.length + accepted.length >= PHOTOS_MAX) {
        problems.push(t`最多上传 6 张图片`);
        break;
      } else {
        const preview = URL.createObjectURL(file);
        accepted.push({ key: `p${++seq}`, name, preview, progress: 0, status: 'uploading', file });
      }
    }
    setNotice(problems.length ? problems.join(' ') : null);
    if (accepted.length === 0) return;
    setPhotos((ps) => [...ps, ...accepted]);
    for (const p of accepted) start(p.key, p.file!);
  };

  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    setPhotos((ps) => {
      const gone = ps.find((p) => p.key === key);
      if (gone?.preview.startsWith('blob:')) URL.revokeObjectURL(gone.preview);
      return ps.filter((p) => p.key !== key);
    });
  };

  const retry = (key: string) => {
    const p = photos.find((x) => x.key === key);
    if (p?.file) start(key, p.file);
  };

  return {
    photos,
    add,
    remove,
    retry,
    notice,
    busy: photos.some((p) => p.status === 'uploading'),
    failed: photos.some((p) => p.status === 'error'),
  };
}
