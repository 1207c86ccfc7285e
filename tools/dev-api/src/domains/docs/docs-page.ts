const css = `
body{font:14px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd;position:sticky;top:0}
main{padding:8px 24px 48px;max-width:1100px}
input{font:inherit;padding:6px 10px;width:min(420px,100%);border:1px solid #bbb;border-radius:6px}
h2{margin:28px 0 8px;text-transform:capitalize}
details{margin:4px 0}
.op{background:#fff;border:1px solid #ddd;border-radius:8px;padding:6px 12px}
.op>summary{cursor:pointer}
.m{display:inline-block;min-width:48px;font-weight:700;font-family:monospace}
.get{color:#0a7d32}.post{color:#0b57d0}
code,.path{font-family:ui-monospace,monospace}
.about{white-space:pre-wrap;color:#444}
table{border-collapse:collapse;margin:6px 0}td,th{border:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top}
ul.schema{list-style:none;padding-left:18px;margin:2px 0}
.t{color:#8a3ffc;font-family:monospace}.req{color:#b3261e}
`;

/** The viewer's shell; docs.js fetches /__dev/openapi.json and draws every endpoint by tag. */
export const docsPage = () =>
  `<!doctype html><html lang="en"><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev API reference</title>` +
  `<style>${css}</style>` +
  `<header><h1 id="title" style="margin:0 0 8px;font-size:20px">Dev API reference</h1>` +
  `<label>Filter <input id="filter" type="search" placeholder="path, tag or words"></label> ` +
  `<a href="/__dev/openapi.json">openapi.json</a></header>` +
  `<main id="docs" aria-live="polite"><p>Loading…</p></main>` +
  `<script src="/__dev/docs.js"></script></html>`;
