import type { EInvoicingField } from '../../../../shared/e-invoicing/api.ts';
import type { PageTab } from '../../../entities/client/list/page-tabs.tsx';

import type { EInvoicingTab } from '../../../../shared/e-invoicing/list-query.ts';

export { E_INVOICING_TABS, type EInvoicingTab } from '../../../../shared/e-invoicing/list-query.ts';

export const E_INVOICING_TAB_LIST: readonly PageTab<EInvoicingTab>[] = [
  { value: 'reception', label: 'Réception' },
  { value: 'emission', label: 'Émission' },
];

type TabFields = { status: 'receptionStatus' | 'issuingStatus'; date: 'receptionDate' | 'issuingDate' };

/** Each tab's readiness: the status its tiles count and its date. */
export const TAB_FIELDS = {
  reception: { status: 'receptionStatus', date: 'receptionDate' },
  emission: { status: 'issuingStatus', date: 'issuingDate' },
} as const satisfies Record<EInvoicingTab, TabFields & Record<keyof TabFields, EInvoicingField>>;
