import { startApp } from '@yoga/app-shell';
import { routes } from './routes';

void startApp({
  app: 'cycling',
  routes,
  loadCatalog: (locale) => import(`./locales/${locale}.po`),
});
