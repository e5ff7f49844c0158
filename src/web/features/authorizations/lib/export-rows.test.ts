import { describe, expect, it } from 'vitest';
import type { AuthorizationRow } from '../../../../shared/authorizations.ts';
import { authorizationCsvRow, buildAuthorizationsCsv } from './export-rows.ts';

const authorization = (fields: Partial<AuthorizationRow> = {}): AuthorizationRow => ({
  clientId: '00000000-0000-4000-8000-000000000001',
  raisonSociale: 'Boulangerie Martin',
  siret: '00032517500016',
  status: 'a_faire',
  authorizationDate: null,
  updatedAt: null,
  ...fields,
});

describe('authorizationCsvRow', () => {
  it('writes the status as the select shows it and the date JJ/MM/AAAA', () => {
    expect(authorizationCsvRow(authorization({ status: 'ok_client', authorizationDate: '2026-01-31' }))).toEqual([
      'Boulangerie Martin',
      '00032517500016',
      'OK',
      '31/01/2026',
    ]);
    expect(authorizationCsvRow(authorization({ status: 'pas_necessaire', siret: null }))).toEqual(['Boulangerie Martin', null, 'Pas nécessaire', null]);
  });
});

describe('buildAuthorizationsCsv', () => {
  it('is the French Excel file: BOM, ;, the SIRET as text, a formula-looking name neutralised', () => {
    const csv = buildAuthorizationsCsv([authorization({ raisonSociale: '=HYPERLINK("x")', status: 'en_cours', authorizationDate: '2025-12-01' })]);
    expect(csv).toBe(`\uFEFFClient;SIRET;Statut;Date\r\n"'=HYPERLINK(""x"")";\t00032517500016;En cours;01/12/2025\r\n`);
  });
});
