import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeCsv } from './decode.ts';

const TEXT = 'Raison sociale;Ville\r\nSociété Générale des Eaux;Orléans\r\nCrêperie Noël;Besançon\r\n';

describe('decodeCsv', () => {
  it('reads Windows-1252 (French Excel’s plain CSV) without mojibake', () => {
    const bytes = iconv.encode(TEXT, 'windows-1252');
    expect(bytes.length).toBeLessThan(Buffer.byteLength(TEXT));
    const { text, encoding } = decodeCsv(bytes);
    expect(encoding).toBe('windows-1252');
    expect(text).toBe(TEXT);
    expect(text).not.toContain('Ã');
  });

  it('strips the BOM of a UTF-8 file with BOM (Excel’s CSV UTF-8)', () => {
    const { text, encoding } = decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]));
    expect(encoding).toBe('utf-8-bom');
    expect(text).toBe(TEXT);
  });

  it('reads UTF-8 without a BOM as UTF-8', () => {
    expect(decodeCsv(Buffer.from(TEXT))).toEqual({ text: TEXT, encoding: 'utf-8' });
  });

  it('reads plain ASCII as UTF-8', () => {
    expect(decodeCsv(Buffer.from('siret,raison_sociale\n'))).toEqual({ text: 'siret,raison_sociale\n', encoding: 'utf-8' });
  });

  it('reads the characters only Windows-1252 has (€, œ, Œ, ’)', () => {
    const special = 'Nom;Note\r\nŒuvres du cœur;10 € l’unité\r\n';
    expect(decodeCsv(iconv.encode(special, 'windows-1252'))).toEqual({ text: special, encoding: 'windows-1252' });
  });

  it('reads UTF-16 with its BOM (Excel’s Unicode text)', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(TEXT, 'utf-16le')]);
    expect(decodeCsv(bytes)).toEqual({ text: TEXT, encoding: 'utf-16le' });
  });
});
