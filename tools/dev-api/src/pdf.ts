/**
 * Small PDFs written by hand (no PDF library in the stand-in): invoices, class materials. ASCII runs
 * use the base-14 Helvetica; anything else Adobe's predefined STSong-Light CID font with the
 * UniGB-UCS2-H CMap: valid PDF without embedding, drawn by any viewer with a Chinese font.
 */
const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

/** One text run: ASCII as an escaped literal in Helvetica (F1, bold F2), else UCS-2 hex in STSong (F3). */
export function pdfText(x: number, y: number, size: number, s: string, bold = false): string {
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

/** The five font objects F1, F2, F3 (and F3's descendant and descriptor), numbered from `first`. */
export const pdfFontObjects = (first: number): string[] => [
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${first + 3} 0 R] >>`,
  '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light' +
    ` /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${first + 4} 0 R >>`,
  '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880]' +
    ' /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
];

/** The resources a page names its fonts by, for fonts numbered from `first`. */
export const pdfFontResources = (first: number) =>
  `/Resources << /Font << /F1 ${first} 0 R /F2 ${first + 1} 0 R /F3 ${first + 2} 0 R >> >>`;

/** A content stream object. */
export const pdfStream = (body: string) =>
  `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`;

/** The PDF bytes: objects (1 is the catalog), then a cross-reference table of their byte offsets. */
export function writePdf(objects: string[], info: number): Buffer {
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
