import iconv from 'iconv-lite';
import type { CsvEncoding } from '../../../../shared/clients-import.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/**
 * Reads a CSV file's bytes as text, whatever French Excel saved: 'CSV UTF-8' (with a BOM),
 * plain 'CSV' (Windows-1252), or UTF-8 from any other tool. Windows-1252 text with accents is
 * almost never valid UTF-8 (an 'é' is one byte 0xE9, which UTF-8 never lets stand alone), so
 * a strict UTF-8 decode that fails means Windows-1252, and 'Société' never becomes 'SociÃ©tÃ©'.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (startsWith(bytes, UTF8_BOM)) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(UTF8_BOM.length)), encoding: 'utf-8-bom' };
  }
  // Excel's 'Texte Unicode' export; cheap to accept rather than read as garbage.
  if (startsWith(bytes, UTF16LE_BOM)) {
    return { text: iconv.decode(Buffer.from(bytes.subarray(UTF16LE_BOM.length)), 'utf-16le'), encoding: 'utf-16le' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'windows-1252'), encoding: 'windows-1252' };
  }
}
