/* global module */
// Which routes of spec/routes.json a new domain serves, and in which sub-apps: named as LINKS.md names
// them (relative to the longest sub-app prefix), chosen by option or detected from the domain's name.

// Mounts that are no sub-app (tools/scripts/gen-links.mjs names routes under them the same way).
const CROSS_APP = ['/cc', '/mc', '/public', ''];

const paramsOf = (name) => name.split('/').filter((s) => s.startsWith(':'));

/** The registry's sub-app id of a prefix: '/onmat/teacher' -> 'onmat-teacher', '/teacher' -> 'suman-teacher'. */
const subAppIdOf = (prefix) => (prefix === '/teacher' ? 'suman-teacher' : prefix.slice(1).replace('/', '-'));

/** gift-cards -> gift_card, coupons -> coupon, activities -> activity. */
function snakeSingular(name) {
  const snake = name.replace(/-/g, '_');
  if (snake.endsWith('ies')) return snake.slice(0, -3) + 'y';
  if (snake.endsWith('s') && !snake.endsWith('ss')) return snake.slice(0, -1);
  return snake;
}

/** Every screen route (redirects left out) by name: name -> [{ prefix, path, app }]. */
function routeIndex(spec) {
  const subPrefixes = new Set(spec.subApps.map((s) => s.prefix));
  const prefixes = [...subPrefixes, ...CROSS_APP].sort((a, b) => b.length - a.length);
  const under = (p, x) => x === '' || p === x || p.startsWith(x + '/');
  const index = new Map();
  for (const r of spec.routes) {
    const prefix = prefixes.find((x) => under(r.path, x));
    if (!subPrefixes.has(prefix) || r.redirect) continue;
    const name = r.path.slice(prefix.length).replace(/^\//, '');
    index.set(name, [...(index.get(name) ?? []), { prefix, path: r.path, app: r.app }]);
  }
  return index;
}

const shortest = (names) => [...names].sort((a, b) => a.length - b.length || a.localeCompare(b))[0];

/**
 * The list and detail route names, the sub-app prefixes to wire, and notes for the generator's output.
 * Throws with the options to pass when the choice cannot be made.
 */
function chooseRoutes(spec, name, options) {
  const index = routeIndex(spec);
  const notes = [];
  const stem = snakeSingular(name);
  const ours = [...index.keys()].filter((n) => n.startsWith(stem));
  const hint = `pass --detail <route with one :param> (and --list <route>), named relative to the sub-app prefix, e.g. --list coupon_list --detail coupon_activity/:id`;

  let detail = options.detail;
  if (detail) {
    if (!index.has(detail)) throw new Error(`--detail ${detail}: no such route in spec/routes.json`);
  } else {
    const found = ours.filter((n) => paramsOf(n).length === 1);
    if (!found.length)
      throw new Error(`No detail route starting with "${stem}" in spec/routes.json: ${hint}`);
    detail = shortest(found);
    if (found.length > 1)
      notes.push(`detail: chose ${detail} of ${found.join(', ')} (--detail to pick another)`);
  }
  if (paramsOf(detail).length !== 1) throw new Error(`--detail ${detail} must have exactly one :param`);

  let list = options.list;
  if (list) {
    if (!index.has(list)) throw new Error(`--list ${list}: no such route in spec/routes.json`);
    if (paramsOf(list).length) throw new Error(`--list ${list} must have no path parameter`);
  } else {
    const found = ours.filter((n) => paramsOf(n).length === 0);
    list = found.length ? shortest(found) : null;
    if (found.length > 1) notes.push(`list: chose ${list} of ${found.join(', ')} (--list to pick another)`);
    if (!list)
      notes.push(
        `list: no route starting with "${stem}" without parameters; the list screen is exported but not routed (--list <route> to wire it)`,
      );
  }

  const has = (n, prefix) => (index.get(n) ?? []).some((r) => r.prefix === prefix);
  const serves = (prefix) => has(detail, prefix) && (!list || has(list, prefix));
  let prefixes;
  if (options.app) {
    prefixes = String(options.app)
      .split(',')
      .map((p) => '/' + p.trim().replace(/^\/+|\/+$/g, ''));
    const missing = prefixes.filter((p) => !serves(p));
    if (missing.length)
      throw new Error(`--app ${missing.join(',')}: has no route ${detail}${list ? ` and ${list}` : ''}`);
  } else {
    prefixes = [...new Set(index.get(detail).map((r) => r.prefix))].filter(serves);
    if (!prefixes.length)
      throw new Error(
        `No sub-app has both ${list} and ${detail}: pass --list/--detail of one sub-app, or --app`,
      );
  }
  const routes = prefixes.flatMap((prefix) =>
    [
      ['detail', detail],
      ['list', list],
    ]
      .filter(([, n]) => n)
      .map(([screen, n]) => ({ screen, ...index.get(n).find((r) => r.prefix === prefix) })),
  );
  return { list, detail, param: paramsOf(detail)[0].slice(1), prefixes, routes, notes };
}

module.exports = { chooseRoutes, snakeSingular, subAppIdOf };
