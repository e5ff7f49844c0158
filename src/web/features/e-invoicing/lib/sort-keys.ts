import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import { platformName } from '../../../../shared/e-invoicing/platforms.ts';
import { COMPANY_CATEGORIES, MANDATE_STATUSES, READINESS_STATUSES } from '../../../../shared/e-invoicing/statuses.ts';
import { IDENTITY_SORT_COLUMNS, type SortKeys } from '../../../entities/client/list/lib/client-rows.ts';
import type { EInvoicingTab } from './tabs.ts';

// The columns the page sorts on besides client and SIRET, as the URL names them (?tri=). Keys
// compare as text: an enum sorts in its own order (à faire → pas concerné, micro → GE), a date
// as AAAA-MM-JJ, a platform by its name; an empty key (nothing chosen) sorts last.

const byOrder =
  <T extends string>(values: readonly T[]) =>
  (value: T | null) =>
    value === null ? '' : String(values.indexOf(value)).padStart(2, '0');

const categoryKey = byOrder(COMPANY_CATEGORIES);
const readinessKey = byOrder(READINESS_STATUSES);
const mandateKey = byOrder(MANDATE_STATUSES);

const COMMON_KEYS: SortKeys<EInvoicingRow> = {
  categorie: (row) => categoryKey(row.category),
  date_limite: (row) => row.issuingDeadline ?? '',
  plateforme: (row) => platformName(row.platform, row.platformOther)?.toLocaleLowerCase('fr-FR') ?? '',
  e_reporting: (row) => row.eReporting ?? '',
  delegation: (row) => mandateKey(row.delegationStatus),
  designation: (row) => mandateKey(row.designationStatus),
  annuaire: (row) => row.directoryCheckedAt ?? '',
  relance: (row) => row.lastReminderAt ?? '',
};

/** Per tab: 'statut' is the tab's readiness. Module-level, so the list's sort memo holds. */
export const SORT_KEYS: Record<EInvoicingTab, SortKeys<EInvoicingRow>> = {
  reception: { ...COMMON_KEYS, statut: (row) => readinessKey(row.receptionStatus) },
  emission: { ...COMMON_KEYS, statut: (row) => readinessKey(row.issuingStatus) },
};

export const E_INVOICING_SORT_COLUMNS: readonly string[] = [...IDENTITY_SORT_COLUMNS, ...Object.keys(SORT_KEYS.reception)];
