// PDF rendering with pdf-lib: a text document (lines in three standard fonts, and vertical space)
// laid out top to bottom on A4 pages, each line wrapped to the page's width, a new page when one
// is full. What the document says is its caller's (the signing certificate:
// queries/offer-certificate.ts).
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** The three standard fonts a text document is written in. */
export type TextFont = 'regular' | 'bold' | 'mono';

/** One block of a text document: a line of text (wrapped when too long), or vertical space in points. */
export type TextBlock = { text: string; size: number; font: TextFont; gap: number } | { space: number };

/** A document of text blocks with its metadata. */
export interface TextDocument {
  title: string;
  author: string;
  createdAt: Date;
  blocks: TextBlock[];
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;

/** The standard PDF fonts write WinAnsi (Latin-1) only: other characters are written as '?'. */
export function pdfSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** A page writer: lines top to bottom, a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;

  constructor(private readonly pdf: PDFDocument) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  line(text: string, { size, font, gap }: { size: number; font: PDFFont; gap: number }) {
    const width = PAGE.width - 2 * MARGIN;
    for (const part of wrap(pdfSafe(text), font, size, width)) {
      if (this.y < MARGIN + size) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - MARGIN;
      }
      this.page.drawText(part, { x: MARGIN, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      this.y -= size + gap;
    }
  }

  space(points: number) {
    this.y -= points;
  }
}

/** `text` cut into lines that fit `width` (at spaces where possible; long tokens are cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

/** `document` as PDF bytes. */
export async function renderPdf(document: TextDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(document.author);
  pdf.setCreationDate(document.createdAt);
  const fonts: Record<TextFont, PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const w = new Writer(pdf);
  for (const block of document.blocks) {
    if ('space' in block) w.space(block.space);
    else w.line(block.text, { size: block.size, font: fonts[block.font], gap: block.gap });
  }
  return pdf.save();
}
