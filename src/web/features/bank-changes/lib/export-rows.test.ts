import { describe, expect, it } from 'vitest';
import type { BankChangeRow } from '../../../../shared/bank-changes.ts';
import { bankChangeCsvRow, buildBankChangesCsv } from './export-rows.ts';

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
