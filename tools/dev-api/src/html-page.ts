/** Escapes a value for HTML text or a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A minimal HTML page for the development screens; every interpolated value is escaped. */
export function htmlPage(title: string, body: string): string {
  return (
    `<!doctype html><html lang="zh-CN"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<body style="font-family:sans-serif;padding:32px;text-align:center">${body}</body></html>`
  );
}
