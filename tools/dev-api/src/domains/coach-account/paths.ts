/** The multipart path (app.ts lets it past the JSON-only and JSON-size checks; routes.ts has its own limit). */
export const INVOICE_FILE_PATH = '/api/coach-account/invoice-files';
