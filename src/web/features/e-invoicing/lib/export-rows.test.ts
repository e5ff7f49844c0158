import { describe, expect, it } from 'vitest';

import { eInvoicingRow } from '../testing/e-invoicing-rows.ts';
import { buildEInvoicingCsv, E_INVOICING_CSV_HEADERS, eInvoicingCsvRow } from './export-rows.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('eInvoicingCsvRow', () => {
  it('writes every field as the page shows it: labels, platform names, dates JJ/MM/AAAA, the reminder’s Paris day', () => {
    const row = eInvoicingRow(ID, 'Boulangerie Martin', {
      siret: '00032517500016',
      category: 'eti',
      issuingDeadline: '2026-09-01',
      platform: 'autre',
      platformOther: 'Chorus Pro',
      receptionStatus: 'pret',
      receptionDate: '2026-06-02',
      issuingStatus: 'pas_concerne',
      eReporting: 'non',
      delegationStatus: 'signe',
      delegationDate: '2026-05-20',
      designationStatus: 'envoye',
      directoryCheckedAt: '2026-07-01',
      lastReminderAt: '2026-05-31T22:30:00.000Z',
      lastReminderBy: 'Claire Martin',
    });
    expect(Object.fromEntries(E_INVOICING_CSV_HEADERS.map((header, index) => [header, eInvoicingCsvRow(row)[index]]))).toEqual({
      Client: 'Boulangerie Martin',
      SIRET: '00032517500016',
      Catégorie: 'ETI',
      'Date limite d’émission': '01/09/2026',
      Plateforme: 'Autre : Chorus Pro',
      Réception: 'Prêt',
      'Date (réception)': '02/06/2026',
      Émission: 'Pas concerné',
      'Date (émission)': null,
      'E-reporting': 'Non',
      Délégation: 'Signé',
      'Date (délégation)': '20/05/2026',
      Désignation: 'Envoyé',
      'Date (désignation)': null,
      'Annuaire vérifié le': '01/07/2026',
      'Dernière relance': '01/06/2026',
      'Relancé par': 'Claire Martin',
    });
  });

  it('names what is not known yet', () => {
    expect(eInvoicingCsvRow(eInvoicingRow(ID, 'Zola')).slice(2, 10)).toEqual([
      'Non renseignée',
      null,
      null,
      'À faire',
      null,
      'À faire',
      null,
      'Non renseigné',
    ]);
  });
});

describe('buildEInvoicingCsv', () => {
  it('is the French Excel file: BOM, ;, CRLF, the SIRET as text', () => {
    const csv = buildEInvoicingCsv([eInvoicingRow(ID, 'Zola', { siret: '55210055400013', platform: 'sage' })]);
    expect(csv.startsWith(`\uFEFF${E_INVOICING_CSV_HEADERS.join(';')}\r\n`)).toBe(true);
    expect(csv).toContain('Zola;\t55210055400013;Non renseignée;;Sage;À faire;');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
