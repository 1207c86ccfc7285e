/** Fen on the wire, yuan with two decimals on screen: 1290 -> '12.90' (the ¥ is drawn apart, smaller). */
export const yuan = (fen: number): string => (fen / 100).toFixed(2);

/** 1290 -> '¥12.90', for text that is read as one (labels, accessible names). */
export const priceText = (fen: number): string => `¥${yuan(fen)}`;

/** A price without trailing zeros for tight spots (tags): 1290 -> '¥12.9', 9900 -> '¥99'. */
export const shortPrice = (fen: number): string => `¥${Number((fen / 100).toFixed(2))}`;

/** Whether the list price is struck through beside the price (a real discount only). */
export const isDiscounted = (price: number, originalPrice: number): boolean => originalPrice > price;

/** Units sold, compact in the UI language: 12345 -> '1.2万' / '12.3K'. */
export function salesText(sales: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(sales);
}

/** A category id from the URL, or null (全部) when absent or malformed. */
export const categoryParam = (v: string | null): number | null =>
  v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null;
