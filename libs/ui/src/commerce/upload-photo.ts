import { uploadFile } from '@yoga/api';
import type { Upload } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/** POST /api/uploads?subApp= (multipart `file`; 400 wrong type, 413 over 5 MB), with progress 0..1. */
export function uploadPhoto(
  subApp: SubAppId,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Upload> {
  // The photo tile shows the refusal itself; no toast on top of it.
  return uploadFile<Upload>('uploads', file, {
    searchParams: { subApp },
    onProgress,
    signal,
    showError: false,
  });
}
