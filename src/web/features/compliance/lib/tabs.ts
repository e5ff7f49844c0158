import type { PageTab } from '../../../entities/client/list/page-tabs.tsx';

import type { ComplianceTab } from '../../../../shared/compliance/list-query.ts';

export { COMPLIANCE_TABS, type ComplianceTab } from '../../../../shared/compliance/list-query.ts';

export const COMPLIANCE_TAB_LIST: readonly PageTab<ComplianceTab>[] = [
  { value: 'lcb-ft', label: 'LCB-FT' },
  { value: 'lettres', label: 'Lettres de mission' },
  { value: 'controle', label: 'Contrôle qualité' },
];
