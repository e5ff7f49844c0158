import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';

// Text laid out on A4 pages with pdf-lib's standard Helvetica: no font file to ship, and its
// WinAnsi encoding covers French (é, à, ç, œ, «, », €). What it cannot encode (a narrow no-break
// space from Intl's fr-FR numbers, an emoji in a name) becomes a space or « ? », never an error.

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const FOOTER_SIZE = 8;

export type TextStyle = { size?: number; bold?: boolean; indent?: number; gapBefore?: number };

const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;

/** The text as the font can draw it: unusual spaces as spaces, other characters outside its set as « ? ». */
function encodable(supported: ReadonlySet<number>, text: string): string {
  let out = '';
  for (const char of text.replace(SPACES, ' ').replace(/\t/g, '    ')) {
    const code = char.codePointAt(0) ?? 0x3f;
    out += supported.has(code) ? char : '?';
  }
  return out;
}

/** Splits a paragraph into lines of at most `width` points (a word longer than a line is cut). */
function wrap(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (measure(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/** A document written top to bottom: paragraphs wrapped, a new page when one is full, page numbers at the end. */
export async function createPdfPages({ title, author, footer }: { title: string; author: string; footer: string }) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setCreator('Cabinet');
  doc.setProducer('Cabinet (pdf-lib)');
  doc.setLanguage('fr-FR');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const newPage = () => {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  /** One paragraph; an empty one is a blank line. */
  const paragraph = (text: string, style: TextStyle = {}) => {
    const size = style.size ?? 10;
    const font = style.bold ? bold : regular;
    const indent = style.indent ?? 0;
    const leading = size * 1.35;
    y -= style.gapBefore ?? 0;
    const clean = encodable(supported, text);
    const lines = clean === '' ? [''] : wrap(clean, A4.width - 2 * MARGIN - indent, (line) => font.widthOfTextAtSize(line, size));
    for (const line of lines) {
      if (y - leading < MARGIN + FOOTER_SIZE * 2) newPage();
      y -= leading;
      if (line !== '') page.drawText(line, { x: MARGIN + indent, y, size, font });
    }
  };

  /** Every line of a text (the template's line breaks kept), each wrapped. */
  const text = (body: string, style: TextStyle = {}) => {
    for (const [index, line] of body.split(/\r?\n/).entries()) paragraph(line, index === 0 ? style : { ...style, gapBefore: 0 });
  };

  const save = async (): Promise<Uint8Array> => {
    const pages = doc.getPages();
    const label = encodable(supported, footer);
    for (const [index, each] of pages.entries()) {
      each.drawText(`${label} — page ${index + 1} / ${pages.length}`, { x: MARGIN, y: MARGIN / 2, size: FOOTER_SIZE, font: regular });
    }
    return doc.save();
  };

  return { paragraph, text, save };
}
