/**
 * A small PDF written by hand (no PDF library in the stand-in; the pattern of invoice/pdf.ts): one
 * page per entry of `pages`, each a list of lines. ASCII runs use Helvetica; anything else uses
 * Adobe's predefined STSong-Light CID font (UniGB-UCS2-H), valid without embedding.
 */
const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

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

export interface PdfPage {
  heading: string;
  lines: string[];
}

export function simplePdf(title: string, pages: PdfPage[]): Buffer {
  const n = pages.length;
  // Objects: 1 catalog, 2 pages, 3-5 fonts (+6 descendant, 7 descriptor), 8 info, then page/content pairs.
  const pageObj = (i: number) => 9 + i * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObj(i)} 0 R`).join(' ')}] /Count ${n} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light' +
      ' /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880]' +
      ' /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title (${isAscii(title) ? title.replace(/[\\()]/g, '') : 'Class material'}) /Producer (yoga dev-api) >>`,
  ];
  pages.forEach((p, i) => {
    const body = [
      text(40, 780, 18, p.heading, true),
      ...p.lines.map((l, k) => text(40, 744 - k * 20, 12, l)),
      text(40, 40, 9, `${i + 1} / ${n}`),
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageObj(i) + 1} 0 R` +
        ' /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> >>',
      `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
    );
  });
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 8 0 R >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
