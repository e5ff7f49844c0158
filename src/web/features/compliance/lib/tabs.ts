import type { PageTab } from '../../../entities/client/list/page-tabs.tsx';

export const COMPLIANCE_TABS = ['lcb-ft', 'lettres', 'controle'] as const;
export type ComplianceTab = (typeof COMPLIANCE_TABS)[number];

export const COMPLIANCE_TAB_LIST: readonly PageTab<ComplianceTab>[] = [
  { value: 'lcb-ft', label: 'LCB-FT' },
  { value: 'lettres', label: 'Lettres de mission' },
  { value: 'controle', label: 'Contrôle qualité' },
];
