import { lazy } from 'react';
import { FileText } from 'lucide-react';

import type { SettingsTabEntry } from '../../lib/feature.ts';

/** Paramètres › Facturation électronique: the reminder template and daily cap (admins). */
export const reminderSettingsTab: SettingsTabEntry = {
  value: 'facturation-electronique',
  label: 'Facturation électronique',
  icon: FileText,
  adminOnly: true,
  component: lazy(() => import('./components/reminder-settings-form.tsx').then((module) => ({ default: module.ReminderSettingsForm }))),
};
