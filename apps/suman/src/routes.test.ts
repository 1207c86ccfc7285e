import { describe, expect, it } from 'vitest';
import spec from '@yoga/spec/routes.json';
import product from '@yoga/spec/product-routes.json';
import { routeContractMismatches, underConstructionPaths } from '@yoga/app-shell';
import { routes } from './routes';
import pending from './under-construction.json';

describe('suman routes', () => {
  it('registers every route of the spec for this app, with its flags, redirects and a title', () => {
    // The spec's routes and the ones the product adds (spec/product-routes.json: /suman/view_answer).
    expect(routeContractMismatches('suman', routes, [...spec.routes, ...product.routes])).toEqual([]);
  });

  it('shows the under-construction notice only where listed (a built screen leaves the list; the list only shrinks)', () => {
    expect(underConstructionPaths(routes)).toEqual(pending);
  });
});
