/** One table serves the five authorisation kinds of SPEC §3 (see DESIGN.md, data model). */
export const AUTHORIZATION_KINDS = ['impots', 'urssaf', 'bank_ebics', 'bank_impot', 'bank_urssaf'] as const;
export type AuthorizationKind = (typeof AUTHORIZATION_KINDS)[number];

export const AUTHORIZATION_STATUSES = ['a_faire', 'en_cours', 'ok_client', 'pas_necessaire'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

export const AUTHORIZATION_STATUS_LABELS: Record<AuthorizationStatus, string> = {
  a_faire: 'À faire',
  en_cours: 'En cours',
  ok_client: 'OK',
  pas_necessaire: 'Pas nécessaire',
};

export const BANK_CHANGE_STATUSES = ['a_faire', 'en_cours', 'termine'] as const;
export type BankChangeStatus = (typeof BANK_CHANGE_STATUSES)[number];

export const BANK_CHANGE_STATUS_LABELS: Record<BankChangeStatus, string> = {
  a_faire: 'À faire',
  en_cours: 'En cours',
  termine: 'Terminé',
};
