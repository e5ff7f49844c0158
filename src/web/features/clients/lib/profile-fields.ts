import { parseAuthorizationDate } from '../../../../shared/authorizations.ts';
import type { ClientPatch, ClientRow } from '../../../../shared/clients.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { COMPANY_CATEGORY_LABELS, COMPANY_CATEGORY_UNSET_LABEL } from '../../../../shared/e-invoicing/statuses.ts';
import {
  EMPLOYEUR_LABELS,
  OUI_NON_LABELS,
  REGIME_IMPOSITION_LABELS,
  REGIME_TVA_LABELS,
  type FiscalProfileField,
} from '../../../../shared/obligations/profile.ts';

// The fiscal profile (issue 15) as the Clients grid and the client sheet show and edit it: one
// set of options, labels and draft-to-PATCH rules for both.

export const NOT_SET_LABEL = 'Non renseigné';

export type ProfileSelectField = 'regimeImposition' | 'regimeTva' | 'employeur' | 'cfeAcompte' | 'cvae' | 'categorieEntreprise';
export type ProfileOption = { value: string; label: string };

const LABELS: Record<ProfileSelectField, Record<string, string>> = {
  regimeImposition: REGIME_IMPOSITION_LABELS,
  regimeTva: REGIME_TVA_LABELS,
  employeur: EMPLOYEUR_LABELS,
  cfeAcompte: OUI_NON_LABELS,
  cvae: OUI_NON_LABELS,
  categorieEntreprise: COMPANY_CATEGORY_LABELS,
};

/** Fields that may stay « non renseigné » (null): their select offers it first, agreeing with the field's gender. */
const UNSET_LABELS: Partial<Record<ProfileSelectField, string>> = {
  regimeImposition: NOT_SET_LABEL,
  regimeTva: NOT_SET_LABEL,
  categorieEntreprise: COMPANY_CATEGORY_UNSET_LABEL,
};

const optionsOf = (field: ProfileSelectField): ProfileOption[] => [
  ...(UNSET_LABELS[field] === undefined ? [] : [{ value: '', label: UNSET_LABELS[field] }]),
  ...Object.entries(LABELS[field]).map(([value, label]) => ({ value, label })),
];

export const PROFILE_OPTIONS: Record<ProfileSelectField, readonly ProfileOption[]> = {
  regimeImposition: optionsOf('regimeImposition'),
  regimeTva: optionsOf('regimeTva'),
  employeur: optionsOf('employeur'),
  cfeAcompte: optionsOf('cfeAcompte'),
  cvae: optionsOf('cvae'),
  categorieEntreprise: optionsOf('categorieEntreprise'),
};

export const isProfileSelectField = (field: string): field is ProfileSelectField => Object.hasOwn(LABELS, field);

/** A profile field as a cell shows it: French labels, the day as a number, the date JJ/MM/AAAA; '' when not set. */
export function profileText(field: FiscalProfileField, row: Pick<ClientRow, FiscalProfileField>): string {
  if (field === 'jourTva') return row.jourTva === null ? '' : String(row.jourTva);
  if (field === 'dateCreation') return formatDateFr(row.dateCreation);
  const value = row[field];
  return value === null ? '' : (LABELS[field][value] ?? value);
}

/** A choice in a select; '' is « non renseigné ». Null when nothing changed (no request then). */
export function profileSelectPatch(field: ProfileSelectField, value: string, row: ClientRow): ClientPatch | null {
  if (!PROFILE_OPTIONS[field].some((option) => option.value === value)) return null;
  const next = value === '' ? null : value;
  if (next === row[field]) return null;
  // The value comes from the field's own options: the server checks it again anyway.
  return { [field]: next } as ClientPatch;
}

/** '' clears the day; anything else is sent as typed when it is no whole number, for the server's French refusal. */
export function jourTvaPatch(draft: string, row: ClientRow): ClientPatch | null {
  const text = draft.trim();
  const value = text === '' ? null : /^\d+$/.test(text) ? Number(text) : text;
  if (value === row.jourTva) return null;
  return { jourTva: value } as ClientPatch;
}

export const isJourTvaDraftValid = (draft: string): boolean => {
  const text = draft.trim();
  return text === '' || (/^\d{2}$/.test(text) && Number(text) >= 15 && Number(text) <= 24);
};

/** JJ/MM/AAAA, as the other date cells (parseAuthorizationDate); a text that is no date goes to the server, which refuses it. */
export function dateCreationPatch(draft: string, row: ClientRow): ClientPatch | null {
  const parsed = parseAuthorizationDate(draft);
  const value = parsed.ok ? parsed.iso : draft.trim();
  return value === row.dateCreation ? null : { dateCreation: value };
}

export const isDateCreationDraftValid = (draft: string): boolean => parseAuthorizationDate(draft).ok;
