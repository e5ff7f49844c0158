import { lazy } from 'react';
import { ListChecks } from 'lucide-react';

import type { SettingsTabEntry } from '../../lib/feature.ts';

/** Paramètres › « Modèles de mission »: everyone reads the templates, admins edit them (the server checks the role). */
export const templatesSettingsTab: SettingsTabEntry = {
  value: 'modeles-de-mission',
  label: 'Modèles de mission',
  icon: ListChecks,
  adminOnly: false,
  component: lazy(() => import('./components/templates-settings.tsx').then((module) => ({ default: module.TemplatesSettings }))),
};
