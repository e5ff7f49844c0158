import { describe, expect, it } from 'vitest';
import { buildSiret, isValidSiren, isValidSiret, luhnCheckDigit, passesLuhn } from './siret.ts';

// Real establishments, copied from test/fixtures/clients-from-sirene.csv (the SIRENE
// register): old SIRENs start with zeros, which a number-typed column would have lost.
const REAL_SIRETS = [
  '00032517500016', // JANOYER THIERRY, Manihi
  '00180725400014', // BRETON JACQUES-LUCIEN
  '00544007800011', // GIREUD MARIE, Colmars
  '00548006600124', // ETABLISSEMENTS HENRY DUVAL, Nantes
  '00542002100056', // ETABLISSEMENTS LUCIEN BIQUEZ, Abbeville
  '00552013500038', // CHANVI GESTION, Divonne-les-Bains
];

describe('isValidSiret', () => {
  it.each(REAL_SIRETS)('accepts the real SIRET %s', (siret) => {
    expect(isValidSiret(siret)).toBe(true);
    expect(isValidSiren(siret.slice(0, 9))).toBe(true);
  });

  it('rejects a one-digit typo and a swap of two neighbouring digits', () => {
    expect(isValidSiret('00544007800012')).toBe(false);
    expect(isValidSiret('00544007800101')).toBe(false);
    expect(isValidSiret('05044007800011')).toBe(false);
  });

  it('rejects anything but 14 digits', () => {
    for (const value of ['', '0054400780001', '005440078000111', '0054400780001A', '005 440 078 00011', ' 00544007800011']) {
      expect(isValidSiret(value)).toBe(false);
    }
  });

  it('accepts La Poste establishments by digit sum, and only La Poste', () => {
    expect(isValidSiret('35600000000048')).toBe(true); // head office, passes Luhn too
    expect(passesLuhn('35600000049837')).toBe(false);
    expect(isValidSiret('35600000049837')).toBe(true); // digit sum 45
    expect(isValidSiret('35600000049838')).toBe(false); // digit sum 46, not Luhn either
    expect(isValidSiret('65300000049837')).toBe(false); // same digits, digit sum 45, but not La Poste
  });

  it('accepts the all-zero placeholder of a new client, which Luhn allows', () => {
    expect(isValidSiret('00000000000000')).toBe(true);
  });
});

describe('luhnCheckDigit and buildSiret', () => {
  it('completes a SIREN body with its check digit', () => {
    expect(luhnCheckDigit('00544007')).toBe('8');
    expect(luhnCheckDigit('00032517')).toBe('5');
    expect(luhnCheckDigit('0054400780001')).toBe('1');
  });

  it('builds valid SIRETs whose SIREN is valid too', () => {
    for (let i = 0; i < 500; i++) {
      const sirenBody = String((i * 7_919_993) % 100_000_000).padStart(8, '0');
      const nicBody = String((i * 37) % 10_000).padStart(4, '0');
      const siret = buildSiret({ sirenBody, nicBody });
      expect(siret).toMatch(/^\d{14}$/);
      expect(siret.startsWith(sirenBody)).toBe(true);
      expect(isValidSiret(siret)).toBe(true);
      expect(isValidSiren(siret.slice(0, 9))).toBe(true);
    }
  });

  it('rebuilds a real SIRET from its free digits', () => {
    expect(buildSiret({ sirenBody: '00548006', nicBody: '0012' })).toBe('00548006600124');
  });

  it('refuses bodies of the wrong length', () => {
    expect(() => buildSiret({ sirenBody: '1234567', nicBody: '0001' })).toThrow();
    expect(() => buildSiret({ sirenBody: '12345678', nicBody: '00001' })).toThrow();
  });
});
