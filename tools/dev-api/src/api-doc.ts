import { z } from 'zod';
import { endpoints } from '@yoga/contract';

const shape = (s: z.ZodType | null) => (s ? '`' + JSON.stringify(z.toJSONSchema(s, { unrepresentable: 'any' })) + '`' : '—');

/** API.md, generated from the shared schemas (libs/contract). */
export function apiDoc(): string {
  const rows = endpoints.map((e) => `| ${e.method} | \`${e.path}\` | ${e.auth} | ${e.about} | ${shape(e.request)} | ${shape(e.response)} |`);
  return `# Dev API reference

Generated from \`libs/contract\` by \`tools/dev-api/src/api-doc.ts\`; a test fails when this file is stale
(regenerate: \`UPDATE_API_DOC=1 npx vitest run src/api-doc.test.ts\` in tools/dev-api).

Every answer is the envelope \`{state, code, msg, data}\`; state 1 is success. Standard endpoints take
\`AUTHORIZE_TOKEN\` and answer code 403 without a valid one; suman-style endpoints (under \`/api/suman\`) take
\`token\` and answer code 11. A token belongs to one sub-app (brand and role), named by \`subApp\` at login.
Compact bodies: \`libs/api/COMPACT.md\`. Development-only calls (\`DEV_ONLY=off\` removes them):
\`GET /__dev/sms/latest?phone=\`, \`POST /__dev/tokens/revoke {token}\`, \`GET /__dev/wx/authorize\` (the
platform's consent screen), \`POST|GET /__dev/monitoring/events\` (error-report collector).

| method | path | auth | what | request | data |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}
