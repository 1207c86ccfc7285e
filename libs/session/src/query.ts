/** A location split the way `window.location` splits it: search starts with '?', hash with '#'. */
export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

// The query is handled as raw `name=value` pairs, not through URLSearchParams: removing one
// parameter must leave every other pair byte for byte as it came ('%20' stays '%20', 'flag' stays
// 'flag', order kept), since the page after us may parse its query differently than we would.

function pairsOf(search: string): string[] {
  return search.replace(/^\?/, '').split('&');
}

function decodePart(text: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? text.replace(/\+/g, ' ') : text);
  } catch {
    return null; // malformed escapes: no meaning we could trust
  }
}

function nameOf(pair: string): string | null {
  const i = pair.indexOf('=');
  return decodePart(i < 0 ? pair : pair.slice(0, i), true);
}

/**
 * Every value of `name`, in order; null for a value with malformed escapes. A '+' is kept as '+':
 * the values read here (tokens, open ids) never hold spaces, but base64 tokens do hold '+', and
 * native shells append them unescaped.
 */
export function queryValues(search: string, name: string): (string | null)[] {
  return pairsOf(search)
    .filter((pair) => nameOf(pair) === name)
    .map((pair) => {
      const i = pair.indexOf('=');
      return i < 0 ? '' : decodePart(pair.slice(i + 1), false);
    });
}

/** The search string without any `name` parameter: '' when nothing is left, else '?...'. */
export function searchWithout(search: string, name: string): string {
  const kept = pairsOf(search).filter((pair) => pair !== '' && nameOf(pair) !== name);
  return kept.length ? `?${kept.join('&')}` : '';
}

export function hasParam(search: string, name: string): boolean {
  return pairsOf(search).some((pair) => nameOf(pair) === name);
}

export function fullPath(url: UrlParts): string {
  return url.pathname + url.search + url.hash;
}
