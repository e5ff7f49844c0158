import type { Classification, ClientPatch, ClientRow, ClientStatus } from '../../../../shared/clients.ts';
import { formatDateFr, parseDateCloture } from '../../../../shared/dates.ts';

// From what was typed in a cell to the PATCH body; null when nothing changed (no request then).

type NullableTextField = 'numeroClient' | 'adresse' | 'codePostal' | 'ville' | 'telephone' | 'email';

/** SPEC §5: an empty value is saved as null. */
export function nullableTextPatch(field: NullableTextField, draft: string, row: ClientRow): ClientPatch | null {
  const value = draft.trim() === '' ? null : draft.trim();
  if (value === row[field]) return null;
  const patch: ClientPatch = {};
  patch[field] = value;
  return patch;
}

/** Required: an emptied name is still sent, and the server's refusal shows on the cell. */
export function raisonSocialePatch(draft: string, row: ClientRow): ClientPatch | null {
  const value = draft.trim();
  return value === row.raisonSociale ? null : { raisonSociale: value };
}

/** Spaces as people type them ('123 456 789 00012') are dropped; letters reach the server, which refuses them. */
export function siretPatch(draft: string, row: ClientRow): ClientPatch | null {
  const value = draft.replace(/\s+/g, '');
  const siret = value === '' ? null : value;
  return siret === row.siret ? null : { siret };
}

/** The text the date editor opens with. */
export function dateDraft(row: ClientRow): string {
  return formatDateFr(row.dateCloture);
}

/** SPEC §5's lenient rule: a month name, DD/MM, DD/MM/YYYY, YYYY-MM-DD, else 31 December. */
export function dateCloturePatch(draft: string, row: ClientRow, today: Date = new Date()): ClientPatch | null {
  if (draft.trim() === dateDraft(row)) return null;
  const dateCloture = parseDateCloture(draft, today);
  return dateCloture === row.dateCloture ? null : { dateCloture };
}

export function classificationPatch(value: Classification | null, row: ClientRow): ClientPatch | null {
  return value === row.classification ? null : { classification: value };
}

export function statusPatch(value: ClientStatus, row: ClientRow): ClientPatch | null {
  return value === row.status ? null : { status: value };
}

export function softwarePatch(softwareId: string | null, row: ClientRow): ClientPatch | null {
  return softwareId === row.softwareId ? null : { softwareId };
}

/** Picking a commune for a postcode saves both, in one request. */
export function communePatch(codePostal: string, ville: string, row: ClientRow): ClientPatch | null {
  const patch: ClientPatch = {};
  if (codePostal !== row.codePostal) patch.codePostal = codePostal;
  if (ville !== row.ville) patch.ville = ville;
  return Object.keys(patch).length > 0 ? patch : null;
}
