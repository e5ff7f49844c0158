import { createHash } from 'node:crypto';

// seed:demo's documents (issue 25): one small valid PDF, a single A4 page saying what it is, that
// every demo document's file holds. Its first bytes are a PDF's, as an upload's must be.

function buildPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  // Each cross-reference entry is exactly 20 bytes, its end of line included.
  const entries = ['0000000000 65535 f \n', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  body += `xref\n0 ${objects.length + 1}\n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** ASCII only, so that the offsets counted in characters are bytes. */
export const DEMO_PDF = buildPdf('Document de demonstration (seed:demo)');
export const DEMO_PDF_SHA256 = createHash('sha256').update(DEMO_PDF).digest('hex');
