import type { Page } from '@playwright/test';

/**
 * What the page shows broken in the middle of a token (issue 32): an amount ("¥30.0" / "0"), an
 * id (an order or tax number split over two lines), a word of a button, or a footer button on two
 * lines. Text may wrap between words, never inside one of these. Measured with the line boxes the
 * browser laid out (Range.getClientRects): a token whose boxes do not all share a line is broken.
 */
export function brokenTokens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Amounts and plain numbers (¥1,234.50, 30%, 12:30), and ids: 10 or more letters and digits.
    const TOKEN = /[¥￥$]?\d[\d,.:]*\d%?|\b[A-Z0-9]*\d[A-Z0-9]{9,}\b/g;
    const WORD = /[^\s]+/g;
    const BUTTONS = 'button, [role="button"], .y-btn';
    // Chinese longer than a label (a whole card or sentence made tappable) wraps between any two
    // characters, as Chinese typesetting does: only a short label is one unbreakable word.
    const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
    const LABEL_MAX = 8;
    const found: string[] = [];
    const linesOf = (range: Range): number => {
      const boxes = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      // A box entirely below the first one is on a later line (boxes of one line overlap vertically).
      const tops: number[] = [];
      for (const b of boxes) if (!tops.some((t) => Math.abs(t - b.top) < b.height / 2)) tops.push(b.top);
      return tops.length;
    };
    const rangeOf = (node: Text, start: number, end: number) => {
      const r = document.createRange();
      r.setStart(node, start);
      r.setEnd(node, end);
      return r;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      const inButton = !!n.parentElement?.closest(BUTTONS);
      // In a button every word is a token (a Chinese label has no spaces: it is one word).
      for (const m of n.data.matchAll(inButton ? WORD : TOKEN))
        if (inButton && CJK.test(m[0]) && m[0].length > LABEL_MAX) continue;
        else if (m[0].length > 1 && linesOf(rangeOf(n, m.index, m.index + m[0].length)) > 1)
          found.push(`"${m[0]}" broken${inButton ? ' in a button' : ''}`);
    }
    // A footer's buttons are one line each (the bar's height is counted on).
    for (const b of document.querySelectorAll<HTMLElement>('.y-action-bar :is(button, a, [role="button"])')) {
      const r = document.createRange();
      r.selectNodeContents(b);
      if (b.innerText.trim() && linesOf(r) > 1)
        found.push(`footer button "${b.innerText.trim()}" on two lines`);
    }
    return found;
  });
}
