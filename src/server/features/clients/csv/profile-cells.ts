import { parisToday } from '../../../../shared/dates.ts';
import {
  EMPLOYEUR_LABELS,
  FISCAL_PROFILE_MESSAGES,
  JOUR_TVA_MAX,
  JOUR_TVA_MIN,
  OUI_NON_LABELS,
  REGIME_IMPOSITION_LABELS,
  REGIME_TVA_LABELS,
  type Employeur,
  type OuiNon,
  type RegimeImposition,
  type RegimeTva,
} from '../../../../shared/obligations/profile.ts';
import { COMPANY_CATEGORY_LABELS, type CompanyCategory } from '../../../../shared/e-invoicing/statuses.ts';
import { foldKey, parseCsvDate, shown, type CellResult } from './cells.ts';

// The fiscal profile's cells (issue 15). A value is its code ('ir_bic', 'moins_50'), as the export
// writes it; case, accents, spaces and dashes are folded ('IR-BIC', 'Simplifié'), and the French
// label the sheet shows is accepted too ('Réel simplifié (CA12)').

/** `unknown` is the refusal's start, its adjective agreeing with the field (« Catégorie … inconnue »). */
export function enumParser<T extends string>(labels: Record<T, string>, unknown: string) {
  const codes = Object.keys(labels) as T[];
  const byKey = new Map<string, T>();
  for (const code of codes) {
    byKey.set(foldKey(code), code);
    byKey.set(foldKey(labels[code]), code);
  }
  return (value: string): CellResult<T> => {
    const found = byKey.get(foldKey(value));
    return found ? { ok: true, value: found } : { ok: false, reason: `${unknown} : ${shown(value)} (${codes.join(', ')})` };
  };
}

export const parseRegimeImposition = enumParser<RegimeImposition>(REGIME_IMPOSITION_LABELS, "Régime d'imposition inconnu");
export const parseRegimeTva = enumParser<RegimeTva>(REGIME_TVA_LABELS, 'Régime de TVA inconnu');
export const parseEmployeur = enumParser<Employeur>(EMPLOYEUR_LABELS, 'Employeur inconnu');
export const parseCfeAcompte = enumParser<OuiNon>(OUI_NON_LABELS, 'Acompte CFE inconnu');
export const parseCvae = enumParser<OuiNon>(OUI_NON_LABELS, 'CVAE inconnu');
export const parseCategorieEntreprise = enumParser<CompanyCategory>(COMPANY_CATEGORY_LABELS, "Catégorie d'entreprise inconnue");

/** A whole day of the month from 15 to 24 ('18', or '18,0' as a spreadsheet may write it). */
export function parseJourTva(value: string): CellResult<number> {
  const match = /^(\d{1,2})(?:[.,]0+)?$/.exec(value);
  const day = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(day) || day < JOUR_TVA_MIN || day > JOUR_TVA_MAX) {
    return { ok: false, reason: `${FISCAL_PROFILE_MESSAGES.jourTva} : ${shown(value)}` };
  }
  return { ok: true, value: day };
}

/** JJ/MM/AAAA or AAAA-MM-JJ, like the closing date, and not after today (Paris calendar). */
export function parseDateCreation(value: string, today: string = parisToday()): CellResult<string> {
  const parsed = parseCsvDate(value, 'Date de création');
  if (parsed.ok && parsed.value > today) {
    return { ok: false, reason: `${FISCAL_PROFILE_MESSAGES.dateCreationFuture} : ${shown(value)}` };
  }
  return parsed;
}
