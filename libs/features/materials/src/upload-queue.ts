import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ApiBusinessError, ApiNetworkError, ApiTimeoutError } from '@yoga/api';
import type { MaterialKind } from '@yoga/contract';
import { MATERIAL_IMAGE_MAX_BYTES, MATERIAL_VIDEO_MAX_BYTES } from '@yoga/contract/codes';
import type { SubAppId } from '@yoga/platform';
import { chunkedUpload } from './api/chunked-upload';
import { materialsKeys } from './keys';

export type UploadStatus = 'uploading' | 'paused' | 'failed' | 'done';
export interface UploadItem {
  key: number;
  name: string;
  size: number;
  kind: MaterialKind;
  status: UploadStatus;
  progress: number;
  error: string | null;
}

const VIDEO_EXT = /\.(mp4|m4v|mov|webm)$/i;
const IMAGE_EXT = /\.(jpe?g|png|webp)$/i;
/** What the file claims to be (the stand-in judges the bytes): null when neither. */
export function kindOf(file: File): MaterialKind | null {
  if (file.type.startsWith('video/') || VIDEO_EXT.test(file.name)) return 'video';
  if (file.type.startsWith('image/') || IMAGE_EXT.test(file.name)) return 'image';
  return null;
}

/**
 * The files one screen sends to a class (a coach's material, replacing a rejected one, or a student's
 * homework): each with its own progress; a network drop pauses a file, and Resume goes on from the
 * bytes the stand-in kept. Finished files refresh the domain's queries.
 */
export function useUploadQueue(subApp: SubAppId, classId: number | null, replaces?: number) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<number, { file: File; uploadId: string | null }>());
  const nextKey = useRef(1);
  const patch = useCallback(
    (key: number, p: Partial<UploadItem>) =>
      setItems((xs) => xs.map((x) => (x.key === key ? { ...x, ...p } : x))),
    [],
  );

  const run = useCallback(
    async (key: number, kind: MaterialKind) => {
      const entry = files.current.get(key);
      if (!entry || classId === null) return;
      patch(key, { status: 'uploading', error: null });
      try {
        await chunkedUpload(
          subApp,
          entry.file,
          { classId, kind, fileName: entry.file.name.slice(-120) || 'file', size: entry.file.size, replaces },
          entry.uploadId,
          {
            onStarted: (id) => (entry.uploadId = id),
            onProgress: (progress) => patch(key, { progress }),
          },
        );
        patch(key, { status: 'done', progress: 1 });
        void client.invalidateQueries({ queryKey: materialsKeys.all(subApp) });
      } catch (e) {
        if (e instanceof ApiNetworkError || e instanceof ApiTimeoutError)
          patch(key, { status: 'paused', error: t`网络中断，已保存上传进度，网络恢复后点继续上传` });
        else if (e instanceof ApiBusinessError)
          patch(key, { status: 'failed', error: e.serverMsg || t`上传失败，请重试` });
        else patch(key, { status: 'failed', error: t`上传失败，请重试` });
      }
    },
    [client, classId, patch, replaces, subApp, t],
  );

  const add = useCallback(
    (list: FileList | File[]) => {
      for (const file of Array.from(list)) {
        const key = nextKey.current++;
        const kind = kindOf(file);
        const base = { key, name: file.name, size: file.size, kind: kind ?? 'image', progress: 0 } as const;
        let error: string | null = null;
        if (!kind) error = t`只能上传视频（MP4、MOV、WebM）或图片（JPG、PNG、WebP）`;
        else if (kind === 'video' && file.size > MATERIAL_VIDEO_MAX_BYTES)
          error = t`视频不能超过 ${MATERIAL_VIDEO_MAX_BYTES / 1048576} MB`;
        else if (kind === 'image' && file.size > MATERIAL_IMAGE_MAX_BYTES)
          error = t`图片不能超过 ${MATERIAL_IMAGE_MAX_BYTES / 1048576} MB`;
        else if (file.size === 0) error = t`文件是空的，请重新选择`;
        setItems((xs) => [...xs, { ...base, status: error ? 'failed' : 'uploading', error }]);
        if (error || !kind) continue;
        files.current.set(key, { file, uploadId: null });
        void run(key, kind);
      }
    },
    [run, t],
  );

  const resume = useCallback(
    (key: number) => {
      const item = items.find((x) => x.key === key);
      if (item) void run(key, item.kind);
    },
    [items, run],
  );

  return { items, add, resume };
}
