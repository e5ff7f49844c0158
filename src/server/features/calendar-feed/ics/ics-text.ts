// RFC 5545's text rules: CRLF line ends, lines folded at 75 octets, TEXT values escaped.
import { toParisParts } from '../../../../shared/paris-time.ts';

const LINE_OCTETS = 75;
/** TEXT allows tab and (escaped) line breaks, no other control character. */
const allowedInText = (char: string) => {
  const code = char.charCodeAt(0);
  return (code >= 0x20 && code !== 0x7f) || char === '\t' || char === '\n' || char === '\r';
};

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n, control characters dropped. */
export function escapeText(value: string): string {
  return [...value]
    .filter(allowedInText)
    .join('')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space
 * (which counts), never cutting a UTF-8 character in two.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LINE_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The lines of a calendar, folded, each ended by CRLF. */
export const joinLines = (lines: readonly string[]) => lines.map((line) => `${foldLine(line)}\r\n`).join('');

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant in UTC form: 20250312T130000Z. */
export function utcStamp(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** An instant as Paris wall-clock time, for DTSTART;TZID=Europe/Paris: 20250312T140000. */
export function parisStamp(date: Date): string {
  const p = toParisParts(date);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}00`;
}
