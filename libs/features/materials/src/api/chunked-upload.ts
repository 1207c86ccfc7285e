import { api, uploadFile } from '@yoga/api';
import type { UploadStart, UploadState } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

export interface ChunkedUploadOptions {
  /** 0..1 of the whole file, as its bytes leave the device. */
  onProgress?: (fraction: number) => void;
  /** The upload id once the stand-in gave one: keep it to resume after a network drop. */
  onStarted?: (id: string) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file in chunks (POST /api/materials/uploads, then …/chunks at each offset, then …/complete).
 * With `resumeId` it first asks how many bytes arrived and goes on from there, so a network drop
 * costs at most one chunk. Failures are not toasted: the screen shows them on the file's row.
 */
export async function chunkedUpload(
  subApp: SubAppId,
  file: Blob,
  start: UploadStart,
  resumeId: string | null,
  opts: ChunkedUploadOptions = {},
): Promise<{ id: number }> {
  const quiet = { searchParams: { subApp }, showError: false } as const;
  let state = resumeId
    ? await api.app.get<UploadState>(`materials/uploads/${resumeId}`, quiet)
    : await api.app.post<UploadState>('materials/uploads', start, quiet);
  opts.onStarted?.(state.id);
  const total = file.size;
  opts.onProgress?.(state.received / total);
  while (state.received < total) {
    const offset = state.received;
    const chunk = file.slice(offset, offset + state.chunkBytes);
    state = await uploadFile<UploadState>(`materials/uploads/${state.id}/chunks`, chunk, {
      searchParams: { subApp, offset },
      showError: false,
      signal: opts.signal,
      onProgress: (f) => opts.onProgress?.((offset + f * chunk.size) / total),
    });
    opts.onProgress?.(state.received / total);
  }
  return api.app.post<{ id: number }>(`materials/uploads/${state.id}/complete`, undefined, quiet);
}
