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
    // A label button (a short label, maybe with an icon): every word of it is a token. A card or
    // a sentence made tappable (its text longer than a label) is ordinary text: only its amounts
    // and ids are tokens, its words wrap as text does.
    const LABEL_BUTTON_MAX = 24;
    const labelButton = (el: Element | null | undefined): boolean => {
      const b = el?.closest<HTMLElement>(BUTTONS);
      return !!b && b.innerText.trim().length <= LABEL_BUTTON_MAX;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      const inButton = labelButton(n.parentElement);
      // In a button every word is a token (a Chinese label has no spaces: it is one word).
      for (const m of n.data.matchAll(inButton ? WORD : TOKEN))
        if (inButton && CJK.test(m[0]) && m[0].length > LABEL_MAX) continue;
        else if (m[0].length > 1 && linesOf(rangeOf(n, m.index, m.index + m[0].length)) > 1)
          found.push(`"${m[0]}" broken${inButton ? ' in a button' : ''}`);
    }
    // A footer's buttons keep their label on one line (the bar's height is counted on). Only the
    // label's text is measured: an icon above it (客服 / Service under a headset) is a design, not
    // a wrap; a link in the bar (an agreement's name) is text and wraps between words.
    for (const b of document.querySelectorAll<HTMLElement>(
      '.y-action-bar :is(button, .y-btn, [role="button"])',
    )) {
      const texts: Text[] = [];
      const inner = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
      for (let t = inner.nextNode() as Text | null; t; t = inner.nextNode() as Text | null)
        if (t.data.trim()) texts.push(t);
      if (texts.length === 0) continue;
      const r = document.createRange();
      r.setStart(texts[0]!, 0);
      r.setEnd(texts[texts.length - 1]!, texts[texts.length - 1]!.length);
      if (linesOf(r) > 1)
        found.push(`footer button "${b.innerText.trim().replace(/\s+/g, ' ')}" on two lines`);
    }
    return found;
  });
}
