import path from 'node:path';
import { createGateway, gatewayFromEnv } from './server';

// Built to dist/tools/gateway/server.mjs; the workspace root is three levels up.
const root = path.resolve(import.meta.dirname, '../../..');
const { port, options } = gatewayFromEnv(process.env, root);
createGateway(options).listen(port, () => {
  console.log(
    `Gateway on http://localhost:${port} (apps from ${options.distDir}, API -> ${options.apiUpstream})`,
  );
});
