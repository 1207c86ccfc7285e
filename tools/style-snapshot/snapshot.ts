/** One element's box and the computed styles that decide how it looks. */
export interface ElementSnapshot {
  key: string;
  text: string;
  box: [number, number, number, number];
  style: Record<string, string>;
}
export interface PageSnapshot {
  url: string;
  height: number;
  elements: ElementSnapshot[];
}

/**
 * Runs in the page (page.evaluate): every rendered element of the body, keyed by its tag path
 * (tag and position among its siblings, never its class: class names are what a move changes).
 */
export function snapshotPage(): PageSnapshot {
  const props = [
    'display',
    'position',
    'flex-direction',
    'flex-wrap',
    'align-items',
    'justify-content',
    'gap',
    'grid-template-columns',
    'margin-top',
    'margin-right',
    'margin-bottom',
    'margin-left',
    'padding-top',
    'padding-right',
    'padding-bottom',
    'padding-left',
    'border-top-width',
    'border-right-width',
    'border-bottom-width',
    'border-left-width',
    'border-top-color',
    'border-bottom-color',
    'border-top-left-radius',
    'border-bottom-right-radius',
    'color',
    'background-color',
    'background-image',
    'font-size',
    'font-weight',
    'line-height',
    'text-align',
    'white-space',
    'text-overflow',
    'overflow-x',
    'overflow-y',
    'opacity',
    'box-shadow',
    'list-style-type',
    'text-decoration-line',
    'object-fit',
    'font-variant-numeric',
    'outline-style',
    'cursor',
    'z-index',
    'visibility',
  ];
  const elements: ElementSnapshot[] = [];
  const walk = (el: Element, key: string) => {
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (cs.display !== 'none') {
      const style: Record<string, string> = {};
      for (const p of props) style[p] = cs.getPropertyValue(p);
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      elements.push({
        key,
        text: own.slice(0, 40),
        box: [Math.round(r.x), Math.round(r.y + scrollY), Math.round(r.width), Math.round(r.height)],
        style,
      });
      const count = new Map<string, number>();
      for (const child of el.children) {
        const tag = child.tagName.toLowerCase();
        if (tag === 'script' || tag === 'style' || tag === 'link') continue;
        const i = (count.get(tag) ?? 0) + 1;
        count.set(tag, i);
        walk(child, `${key}>${tag}${i}`);
      }
    }
  };
  walk(document.body, 'body');
  return {
    url: location.pathname + location.search,
    height: document.documentElement.scrollHeight,
    elements,
  };
}
