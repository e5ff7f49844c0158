import { NO_RECORD, type EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';

export const DUPONT = '0b7c6c1e-3f5a-4d7e-9a41-2f1a9c0d0001';
export const MARTIN = '0b7c6c1e-3f5a-4d7e-9a41-2f1a9c0d0002';
export const ZOLA = '0b7c6c1e-3f5a-4d7e-9a41-2f1a9c0d0003';

/** A row as GET /api/e-invoicing answers for a client without a record, then `fields`. */
export const eInvoicingRow = (clientId: string, raisonSociale: string, fields: Partial<EInvoicingRow> = {}): EInvoicingRow => ({
  clientId,
  raisonSociale,
  siret: null,
  category: null,
  issuingDeadline: null,
  ...NO_RECORD,
  lastReminderAt: null,
  lastReminderBy: null,
  updatedAt: null,
  ...fields,
});

/** Three clients: a PME on Pennylane ready to receive, a GE on an unlisted platform under way, one with nothing yet. */
export const ROWS: EInvoicingRow[] = [
  eInvoicingRow(DUPONT, 'Dupont SARL', {
    siret: '55210055400013',
    category: 'pme',
    issuingDeadline: '2027-09-01',
    platform: 'pennylane',
    receptionStatus: 'pret',
    receptionDate: '2026-06-02',
    delegationStatus: 'signe',
    delegationDate: '2026-05-20',
    lastReminderAt: '2026-05-31T22:30:00.000Z',
    lastReminderBy: 'Claire Martin',
  }),
  eInvoicingRow(MARTIN, 'Martin et fils', {
    category: 'ge',
    issuingDeadline: '2026-09-01',
    platform: 'autre',
    platformOther: 'Chorus Pro',
    receptionStatus: 'en_cours',
    issuingStatus: 'en_cours',
    eReporting: 'oui',
  }),
  eInvoicingRow(ZOLA, 'Société Zola'),
];
