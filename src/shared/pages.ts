/** The nine pages of SPEC §2 and Échéances (issue 15), in sidebar order; the key is also the URL path. */
export const PAGES = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'clients', label: 'Clients' },
  { key: 'tasks', label: 'Tâches' },
  { key: 'software', label: 'Logiciels' },
  { key: 'habilitation', label: 'Habilitations' },
  { key: 'banque', label: 'Banque' },
  { key: 'suivi', label: 'Suivi' },
  { key: 'echeances', label: 'Échéances' },
  { key: 'stats', label: 'Statistiques' },
  { key: 'settings', label: 'Paramètres' },
] as const;
export type PageKey = (typeof PAGES)[number]['key'];
export const DEFAULT_PAGE: PageKey = 'dashboard';
