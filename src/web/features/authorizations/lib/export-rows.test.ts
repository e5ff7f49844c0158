import { describe, expect, it } from 'vitest';
import type { AuthorizationRow, BankChangeRow } from '../../../../shared/authorizations.ts';
import { authorizationCsvRow, bankChangeCsvRow, buildAuthorizationsCsv, buildBankChangesCsv } from './export-rows.ts';

const authorization = (fields: Partial<AuthorizationRow> = {}): AuthorizationRow => ({
  clientId: '00000000-0000-4000-8000-000000000001',
  raisonSociale: 'Boulangerie Martin',
  siret: '00032517500016',
  status: 'a_faire',
  authorizationDate: null,
  updatedAt: null,
  ...fields,
});

const change = (fields: Partial<BankChangeRow> = {}): BankChangeRow => ({
  id: '00000000-0000-4000-8000-000000000002',
  clientId: '00000000-0000-4000-8000-000000000001',
  clientName: 'Boulangerie Martin',
  newBankName: 'Crédit Agricole',
  changeDate: '2026-03-05',
  prelevementCabinetStatus: 'termine',
  impotStatus: 'en_cours',
  chargesSocialesStatus: 'a_faire',
  ebicsStatus: 'a_faire',
  createdAt: '2026-03-05T09:00:00.000Z',
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

describe('bank changes', () => {
  it('write a card as a line: client, new bank, date JJ/MM/AAAA, its four steps in French', () => {
    expect(bankChangeCsvRow(change())).toEqual(['Boulangerie Martin', 'Crédit Agricole', '05/03/2026', 'Terminé', 'En cours', 'À faire', 'À faire']);
  });

  it('build the French Excel file with formulas neutralised', () => {
    const csv = buildBankChangesCsv([change({ clientName: '@SUM(1)', newBankName: '+Banque' })]);
    expect(csv).toBe(
      '\uFEFFClient;Nouvelle banque;Date;Prélèvement Cabinet;Impôt;Charges Sociales;EBICS\r\n' +
        "'@SUM(1);'+Banque;05/03/2026;Terminé;En cours;À faire;À faire\r\n",
    );
  });
});
