import { describe, expect, it } from 'vitest';
import { deriveObligations } from './derive.ts';
import { aProfile } from './test-fixtures.ts';

// The whole 2026 calendar of one client, every rule together. Each date is checked in its own
// family's test (rules/*.test.ts, with sources); here: the window, the order, the keys.

/** A Paris SARL at the IS, monthly TVA (SIREN 70… → the 20th), under 50 employees, CFE acompte, CVAE. */
const parisSarl = aProfile({
  regimeImposition: 'is',
  regimeTva: 'mensuel',
  employeur: 'moins_50',
  cfeAcompte: 'oui',
  cvae: 'oui',
  dateCreation: '2015-03-01',
  codePostal: '75011',
  siret: '70000000000012',
});

const brief = (from: string, to: string) =>
  deriveObligations({ profile: parisSarl, from, to }).map((o) => [o.dueDate, o.kind, o.period] as const);

describe('deriveObligations', () => {
  it("gives a 31/12 IS company's 2026, by due date", () => {
    expect(brief('2026-01-01', '2026-12-31')).toEqual([
      ['2026-01-15', 'dsn', '2025-12'],
      ['2026-01-20', 'tva_ca3', '2025-12'],
      ['2026-02-16', 'dsn', '2026-01'],
      ['2026-02-20', 'tva_ca3', '2026-01'],
      ['2026-03-16', 'is_acompte', '2026-A1'],
      ['2026-03-16', 'dsn', '2026-02'],
      ['2026-03-20', 'tva_ca3', '2026-02'],
      ['2026-04-15', 'dsn', '2026-03'],
      ['2026-04-20', 'tva_ca3', '2026-03'],
      ['2026-05-05', 'liasse', '2025'],
      ['2026-05-15', 'is_solde', '2025'],
      ['2026-05-15', 'dsn', '2026-04'],
      ['2026-05-20', 'tva_ca3', '2026-04'],
      ['2026-06-15', 'is_acompte', '2026-A2'],
      ['2026-06-15', 'cfe_acompte', '2026'],
      ['2026-06-15', 'cvae_acompte', '2026-A1'],
      ['2026-06-15', 'dsn', '2026-05'],
      ['2026-06-22', 'tva_ca3', '2026-05'],
      ['2026-06-30', 'approbation', '2025'],
      ['2026-07-15', 'dsn', '2026-06'],
      ['2026-07-20', 'tva_ca3', '2026-06'],
      ['2026-07-30', 'depot_comptes', '2025'],
      ['2026-08-17', 'dsn', '2026-07'],
      ['2026-08-20', 'tva_ca3', '2026-07'],
      ['2026-09-01', 'e_invoicing_reception', '2026'],
      ['2026-09-15', 'is_acompte', '2026-A3'],
      ['2026-09-15', 'cvae_acompte', '2026-A2'],
      ['2026-09-15', 'dsn', '2026-08'],
      ['2026-09-21', 'tva_ca3', '2026-08'],
      ['2026-10-15', 'dsn', '2026-09'],
      ['2026-10-20', 'tva_ca3', '2026-09'],
      ['2026-11-16', 'dsn', '2026-10'],
      ['2026-11-20', 'tva_ca3', '2026-10'],
      ['2026-12-15', 'is_acompte', '2026-A4'],
      ['2026-12-15', 'cfe_solde', '2026'],
      ['2026-12-15', 'dsn', '2026-11'],
      ['2026-12-21', 'tva_ca3', '2026-11'],
    ]);
  });

  it('includes both ends of the window', () => {
    expect(brief('2026-05-05', '2026-05-15')).toEqual([
      ['2026-05-05', 'liasse', '2025'],
      ['2026-05-15', 'is_solde', '2025'],
      ['2026-05-15', 'dsn', '2026-04'],
    ]);
    expect(brief('2026-05-06', '2026-05-14')).toEqual([]);
  });

  it('keeps (kind, period) unique over a rolling window, and stable from one window to the next', () => {
    const rolling = deriveObligations({ profile: parisSarl, from: '2026-01-01', to: '2027-06-30' });
    const keys = rolling.map((o) => `${o.kind}|${o.period}`);
    expect(new Set(keys).size).toBe(keys.length);
    const later = deriveObligations({ profile: parisSarl, from: '2026-06-01', to: '2027-12-31' });
    const overlap = later.filter((o) => o.dueDate <= '2027-06-30');
    expect(overlap).toEqual(rolling.filter((o) => o.dueDate >= '2026-06-01'));
  });

  it('derives nothing before 2026, the first year the rules were written for', () => {
    expect(brief('2025-01-01', '2025-12-31')).toEqual([]);
  });

  it('derives only company-law deadlines while the fiscal profile is empty', () => {
    const kinds = (classification: 'SARL' | 'Entreprise Individuelle') =>
      deriveObligations({ profile: aProfile({ classification }), from: '2026-01-01', to: '2026-12-31' }).map((o) => o.kind);
    expect(kinds('SARL')).toEqual(['approbation', 'depot_comptes']);
    expect(kinds('Entreprise Individuelle')).toEqual([]);
  });

  it('refuses an inverted or malformed window', () => {
    expect(() => brief('2026-12-31', '2026-01-01')).toThrow(RangeError);
    expect(() => brief('2026-02-30', '2026-12-31')).toThrow(RangeError);
  });
});
