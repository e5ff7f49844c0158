import { describe, expect, it } from 'vitest';
import { anObligationRow } from '../../../../shared/obligations/test-fixtures.ts';
import { buildEcheancesCsv, echeanceCsvRow } from './export-rows.ts';

describe('echeanceCsvRow', () => {
  it('writes the French label, kind and status, and the due date JJ/MM/AAAA', () => {
    expect(echeanceCsvRow(anObligationRow({ status: 'fait' }))).toEqual([
      'Boulangerie Martin',
      'TVA CA3 — octobre 2026',
      'TVA CA3',
      '19/11/2026',
      null,
      null,
      'Fait',
      null,
      null,
    ]);
  });

  it('says what to check when the date is estimated, the liasse’s online tolerance, the obsolete flag and the note', () => {
    const row = echeanceCsvRow(
      anObligationRow({
        kind: 'liasse',
        label: 'Liasse fiscale 2065 — exercice 2025',
        dueDate: '2026-05-05',
        estimated: true,
        estimateNote: "estimée : vérifier l'initiale",
        toleranceDate: '2026-05-20',
        obsolete: true,
        note: 'Attendre le relevé',
      }),
    );
    expect(row).toEqual(['Boulangerie Martin', 'Liasse fiscale 2065 — exercice 2025', 'Liasse fiscale', '05/05/2026', "estimée : vérifier l'initiale", '20/05/2026', 'À faire', 'oui', 'Attendre le relevé']);
  });
});

describe('buildEcheancesCsv', () => {
  it('is French Excel: BOM, semicolons, a formula-looking client neutralised', () => {
    const csv = buildEcheancesCsv([anObligationRow({ raisonSociale: '=HYPERLINK("x")' })]);
    expect(csv.startsWith('\uFEFFClient;Échéance;Type;Date limite;Estimée;Tolérance en ligne;Statut;Obsolète;Note\r\n')).toBe(true);
    expect(csv).not.toContain(';=HYPERLINK');
    expect(csv.split('\r\n')[1]?.startsWith("\"'=HYPERLINK")).toBe(true);
  });
});
