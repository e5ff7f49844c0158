import { lazyRouteComponent } from '@tanstack/react-router';
import { Settings } from 'lucide-react';

import { BACKUP_JOURNAL } from '../../../shared/backups.ts';
import { USER_JOURNAL } from '../../../shared/users.ts';
import { systemInfoQueryKey } from '../../entities/client/client-sheet-query-key.ts';
import { currentUserQueryKey } from '../../entities/user/current-user.ts';
import { usersRootKey } from '../../entities/user/users-query.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { activityRootKey } from './api/activity.ts';
import { backupsQueryKey } from './api/backups.ts';
import { validateSettingsSearch } from './settings-search.ts';

/** Paramètres: the profile, the users (admin-users), the system and the journal. */
export const settingsFeature = {
  name: 'settings',
  pages: [
    {
      // Its tab lives in the URL (?onglet=utilisateurs, ?onglet=systeme).
      path: 'settings',
      label: 'Paramètres',
      validateSearch: validateSettingsSearch,
      component: lazyRouteComponent(() => import('./settings-page.tsx'), 'SettingsPage'),
      nav: { icon: Settings, order: 100 },
    },
  ],
  // Users are written by Paramètres › Utilisateurs and Profil (the server's admin-users and profile);
  // backups asked for and downloaded in Paramètres › Système (the server's backups).
  journal: [USER_JOURNAL, BACKUP_JOURNAL],
  // The staff lists, and the signed-in user's own name and role; another admin's backup.
  staleOn: { user: [usersRootKey, currentUserQueryKey], backup: [backupsQueryKey] },
  // The Système tab counts rows, the journal lists writes.
  staleOnAnyChange: [activityRootKey, systemInfoQueryKey],
} as const satisfies FeatureDescriptor;
