import { lazy } from 'react';
import { ShieldAlert } from 'lucide-react';

import type { SettingsTabEntry } from '../../lib/feature.ts';

/**
 * Paramètres › « Conformité »: the review periods by vigilance level and the engagement letter's
 * template; everyone reads them, admins edit them (the server checks the role).
 */
export const complianceSettingsTab: SettingsTabEntry = {
  value: 'conformite',
  label: 'Conformité',
  icon: ShieldAlert,
  adminOnly: false,
  component: lazy(() => import('./components/compliance-settings.tsx').then((module) => ({ default: module.ComplianceSettings }))),
};
