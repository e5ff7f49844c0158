import type { JournalEntity } from '../journal-entity.ts';
import { E_REPORTING_LABELS, MANDATE_STATUS_LABELS, READINESS_STATUS_LABELS } from './statuses.ts';
import { PLATFORM_LABELS } from './platforms.ts';

/** A client's e-invoicing record; its id is the client's. */
export const E_INVOICING_JOURNAL: JournalEntity = {
  entity: 'e_invoicing',
  label: 'Facturation électronique',
  subject: () => 'Facturation électronique',
  fields: {
    platform: 'Plateforme',
    platformOther: 'Autre plateforme',
    receptionStatus: 'Réception',
    receptionDate: 'Date (réception)',
    issuingStatus: 'Émission',
    issuingDate: 'Date (émission)',
    eReporting: 'E-reporting',
    delegationStatus: 'Délégation',
    delegationDate: 'Date (délégation)',
    designationStatus: 'Désignation',
    designationDate: 'Date (désignation)',
    directoryCheckedAt: 'Annuaire vérifié le',
    lastReminderAt: 'Relance envoyée',
  },
  values: {
    receptionStatus: READINESS_STATUS_LABELS,
    issuingStatus: READINESS_STATUS_LABELS,
    delegationStatus: MANDATE_STATUS_LABELS,
    designationStatus: MANDATE_STATUS_LABELS,
    eReporting: E_REPORTING_LABELS,
    platform: PLATFORM_LABELS,
  },
};
