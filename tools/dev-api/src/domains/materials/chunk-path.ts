/** Where materials' chunks are posted (multipart): app.ts lets these past its JSON-only and 1 MB checks. */
export const MATERIAL_CHUNK_PATH = /^\/api\/materials\/uploads\/[a-f0-9]{32}\/chunks$/;
