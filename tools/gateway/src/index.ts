export { createGateway, gatewayFromEnv, pageStatus, type GatewayOptions } from './server';
export { nginxConfig, nginxMainConfig } from './nginx';
export { securityHeaders, connectSources } from './headers';
