import { describe, expect, it } from 'vitest';
import { fromParisParts } from '../../../../shared/paris-time.ts';
import { escapeText, foldLine, joinLines, parisStamp, utcStamp } from './ics-text.ts';

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops control characters', () => {
    expect(escapeText('TVA; acompte, 1\\2\r\nligne\nsuite\u0007')).toBe('TVA\\; acompte\\, 1\\\\2\\nligne\\nsuite');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds longer ones with CRLF and a space', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    const folded = foldLine(`SUMMARY:${'b'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(`SUMMARY:${'b'.repeat(200)}`);
  });

  it('counts octets, not characters, and never cuts an accented letter or an emoji', () => {
    const text = `SUMMARY:${'é'.repeat(60)}🧾${'à'.repeat(30)}`;
    const lines = foldLine(text).split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.every((line) => !line.includes('\uFFFD') && Buffer.from(line).toString('utf8') === line)).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(text);
  });
});

describe('dates', () => {
  it('writes UTC stamps and Paris wall-clock times on both sides of DST', () => {
    const winter = fromParisParts({ year: 2026, month: 1, day: 15, hour: 9, minute: 5 });
    const summer = fromParisParts({ year: 2026, month: 7, day: 15, hour: 9, minute: 5 });
    expect(utcStamp(winter)).toBe('20260115T080500Z');
    expect(parisStamp(winter)).toBe('20260115T090500');
    expect(parisStamp(summer)).toBe('20260715T090500');
  });

  it('ends every line with CRLF', () => {
    expect(joinLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});
