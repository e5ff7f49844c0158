import { inflateSync } from 'node:zlib';

// What a test reads of a PDF pdf-lib wrote: the text of its pages' drawing operators (hex
// strings in WinAnsi), one string per drawText, in drawing order. Enough to assert what a reader sees.

// WinAnsi's 0x80–0x9F (Node's decoders read them as Latin-1 control characters); the rest is Latin-1.
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const decodeWinAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');

export function pdfTexts(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const texts: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    const bodyStart = raw[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    from = end + 9;
    let content: string;
    try {
      content = inflateSync(raw.subarray(bodyStart, end)).toString('latin1');
    } catch {
      content = raw.subarray(bodyStart, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(decodeWinAnsi(Buffer.from(match[1] ?? '', 'hex')));
  }
  return texts;
}
