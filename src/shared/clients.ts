export const CLASSIFICATIONS = [
  'SAS',
  'SARL',
  'EURL',
  'SCI',
  'Association',
  'Entreprise Individuelle',
  'Micro-entreprise',
  'GIE',
  'SCM',
  'GAEC',
  'SASU',
  'Autre',
] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const CLIENT_STATUSES = ['actif', 'inactif', 'prospect'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  actif: 'Actif',
  inactif: 'Inactif',
  prospect: 'Prospect',
};

export const NEW_CLIENT_DEFAULTS = { raisonSociale: 'Nouveau client', siret: '00000000000000' } as const;
