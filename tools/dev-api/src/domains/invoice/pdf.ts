import type { Invoice } from '@yoga/contract';

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
const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

/** One text run: ASCII as an escaped literal in Helvetica, anything else as UCS-2 hex in STSong. */
function text(x: number, y: number, size: number, s: string, bold = false): string {
  if (isAscii(s)) {
    const lit = s.replace(/[\\()]/g, (c) => `\\${c}`);
    return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${lit}) Tj ET`;
  }
  const hex = [...s]
    .map((ch) => ch.codePointAt(0)!)
    .map((cp) => (cp > 0xffff ? 0x3f : cp).toString(16).padStart(4, '0'))
    .join('');
  return `BT /F3 ${size} Tf ${x} ${y} Td <${hex}> Tj ET`;
}

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
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R' +
      ' /Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 7 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [8 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light' +
      ' /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 9 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880]' +
      ' /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title (Invoice ${inv.invoiceNo ?? inv.id}) /Producer (yoga dev-api) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
