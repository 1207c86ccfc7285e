import { describe, expect, it } from 'vitest';
import spec from '@yoga/spec/routes.json';
import { routeContractMismatches, underConstructionPaths } from '@yoga/app-shell';
import { routes } from './routes';
import pending from './under-construction.json';

describe('slim routes', () => {
  it('registers every route of the spec for this app, with its flags, redirects and a title', () => {
    expect(routeContractMismatches('slim', routes, spec.routes)).toEqual([]);
  });

  it('shows the under-construction notice only where listed (a built screen leaves the list; the list only shrinks)', () => {
    expect(underConstructionPaths(routes)).toEqual(pending);
  });
});
