import { z } from 'zod';
import { devEndpoints, endpoints, type Endpoint } from '@yoga/contract';

const shape = (s: z.ZodType | null) =>
  s ? '`' + JSON.stringify(z.toJSONSchema(s, { unrepresentable: 'any' })) + '`' : '—';
const table = (list: readonly Endpoint[]) =>
  [
    '| method | path | auth | what | request | data |',
    '| --- | --- | --- | --- | --- | --- |',
    ...list.map(
      (e) =>
        `| ${e.method} | \`${e.path}\` | ${e.auth} | ${e.about} | ${shape(e.request)} | ${shape(e.response)} |`,
    ),
  ].join('\n');

/** API.md, generated from the shared schemas (libs/contract). */
export function apiDoc(): string {
  return `# Dev API reference

Generated from \`libs/contract\` by \`tools/dev-api/src/api-doc.ts\`; a test fails when this file is stale
(regenerate: \`UPDATE_API_DOC=1 npx vitest run src/api-doc.test.ts\` in tools/dev-api).

Every answer is the envelope \`{state, code, msg, data}\`; state 1 is success. Standard endpoints take
\`AUTHORIZE_TOKEN\` and answer code 403 without a valid one; suman-style endpoints (under \`/api/suman\`) take
\`token\` and answer code 11. A token belongs to one sub-app (brand and role), named by \`subApp\` at login.
Compact bodies: \`libs/api/COMPACT.md\`.

\`msg\` is worded in the caller's \`Language\` (\`zh\`, the default, or \`en\`) and never names a field.
Writes (POST, PUT, PATCH) under \`/api\` and \`/__dev\` take \`Content-Type: application/json\` only (HTTP 415
otherwise); bodies are capped at 1 MB (HTTP 413, \`Connection: close\`) and 64 levels of nesting (code 400).
Phone numbers are normalised to E.164 (\`areaCode\` 86, 086 and 0086 and a leading 0 are one number) and must
be valid for their calling code. SMS codes are capped per number (5 sends and 10 wrong codes an hour) and per
client (60 sends an hour, by \`X-Forwarded-For\`), each answered with code 429.

${table(endpoints)}

## Development-only calls

\`DEV_ONLY=off\` removes them. \`GET /__dev/wx/authorize?redirect_uri=&state=\` plays the chat platform's consent
screen and \`/__dev/wx/authorize/allow\` returns with a one-time code; both return only to the origin the browser
sees (\`X-Forwarded-Proto\`/\`X-Forwarded-Host\` from the gateway, else \`Host\`) or to one listed in
\`DEV_ALLOWED_ORIGINS\` (comma separated), and answer HTTP 400 otherwise.

${table(devEndpoints)}
`;
}
