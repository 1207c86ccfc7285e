import type { Invoice } from '@yoga/contract';
import { pdfFontObjects, pdfFontResources, pdfStream, pdfText as text, writePdf } from '../../pdf';

/**
 * A one-page invoice PDF written by hand (no PDF library in the stand-in). Labels use the base-14
 * Helvetica, which has no Chinese glyphs, so the seller is written in pinyin and English. Values
 * the user typed (a Chinese title, order names) use Adobe's predefined STSong-Light CID font with
 * the UniGB-UCS2-H CMap: valid PDF without embedding, drawn by any viewer with a Chinese font.
 */
export const SELLER = {
  name: 'Beijing Yujia Keji Youxian Gongsi (Beijing Yoga Technology Co., Ltd.)',
  taxNo: '911101085923662400',
};

const fen = (n: number) => `CNY ${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
const chinaDate = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
function content(inv: Invoice): string {
  const lines: string[] = [
    text(40, 780, 20, 'Electronic Invoice (General)', true),
    text(40, 760, 11, 'Dianzi Putong Fapiao - issued by the development stand-in, not a tax document'),
    text(40, 730, 11, `Invoice No.: ${inv.invoiceNo ?? '-'}`),
    text(40, 714, 11, `Date of issue: ${inv.issuedAt ? chinaDate(inv.issuedAt) : '-'}`),
    text(40, 684, 12, 'Seller', true),
    text(40, 668, 11, SELLER.name),
    text(40, 652, 11, `Tax No.: ${SELLER.taxNo}`),
    text(40, 622, 12, `Buyer (${inv.titleType === 'company' ? 'company' : 'personal'})`, true),
    text(40, 606, 11, inv.title),
    text(40, 590, 11, `Tax No.: ${inv.taxNo || '-'}`),
    text(40, 574, 11, `Email: ${inv.email}`),
    text(40, 544, 12, 'Items', true),
  ];
  let y = 528;
  for (const o of inv.orders.slice(0, 20)) {
    lines.push(text(40, y, 10, o.orderNo), text(170, y, 10, o.title), text(470, y, 10, fen(o.amount)));
    y -= 15;
  }
  lines.push('0.6 w 40 ' + (y + 4) + ' m 555 ' + (y + 4) + ' l S');
  lines.push(text(40, y - 14, 12, `Total: ${fen(inv.amount)}`, true));
  return lines.join('\n');
}

/** The PDF bytes: objects, then a cross-reference table of their byte offsets. */
export function invoicePdf(inv: Invoice): Buffer {
  const stream = content(inv);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ${pdfFontResources(5)} >>`,
    pdfStream(stream),
    ...pdfFontObjects(5),
    `<< /Title (Invoice ${inv.invoiceNo ?? inv.id}) /Producer (yoga dev-api) >>`,
  ];
  return writePdf(objects, objects.length);
}
