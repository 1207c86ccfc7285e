export {
  defineRoutes,
  type RouteDef,
  type ResolvedRoute,
  type ScreenLoader,
  type RouteLocation,
} from './define-routes';
export { AppRoutes } from './app-routes';
export { routeTarget } from './route-element';
export { startApp, type StartOptions } from './start-app';
export { appConfig, parseConfig, ConfigError, type AppConfig } from './config';
export { routeContractMismatches, underConstructionPaths, type SpecRoute } from './route-contract';
export { browserEffects } from './api';
