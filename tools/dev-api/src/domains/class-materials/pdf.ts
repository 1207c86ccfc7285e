import { pdfFontObjects, pdfFontResources, pdfStream, pdfText, writePdf } from '../../pdf';

export interface PdfPage {
  heading: string;
  lines: string[];
}

/** A material's PDF: one A4 page per entry of `pages`, a heading and lines, numbered at the foot. */
export function simplePdf(title: string, pages: PdfPage[]): Buffer {
  const n = pages.length;
  // 1 catalog, 2 pages, 3-7 fonts, 8 info, then a page and its content per page.
  const pageObj = (i: number) => 9 + i * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObj(i)} 0 R`).join(' ')}] /Count ${n} >>`,
    ...pdfFontObjects(3),
    `<< /Title (${title.replace(/[^\x20-\x7e]|[\\()]/g, '')}) /Producer (yoga dev-api) >>`,
  ];
  pages.forEach((p, i) => {
    const body = [
      pdfText(40, 780, 18, p.heading, true),
      ...p.lines.map((l, k) => pdfText(40, 744 - k * 20, 12, l)),
      pdfText(40, 40, 9, `${i + 1} / ${n}`),
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageObj(i) + 1} 0 R ${pdfFontResources(3)} >>`,
      pdfStream(body),
    );
  });
  return writePdf(objects, 8);
}
