import { parseAuthorizationDate } from '../../../../../shared/authorizations.ts';
import { formatDateFr } from '../../../../../shared/dates.ts';

/**
 * What typed JJ/MM/AAAA text becomes on blur: SPEC §5's authorisation date rule, which every date
 * cell of a client list follows (Habilitations, Banque, Facturation électronique).
 */
export type DateCommit =
  | { type: 'unchanged' }
  | { type: 'invalid'; message: string }
  /** null clears the date and keeps the status. */
  | { type: 'save'; date: string | null };

// A calendar date travels as 'YYYY-MM-DD'; anything longer is read by its date part.
const storedDay = (stored: string | null) => (stored ? stored.slice(0, 10) : null);

export function resolveDateCommit(text: string, stored: string | null): DateCommit {
  const parsed = parseAuthorizationDate(text);
  if (!parsed.ok) return { type: 'invalid', message: parsed.message };
  return parsed.iso === storedDay(stored) ? { type: 'unchanged' } : { type: 'save', date: parsed.iso };
}

/**
 * A text per cell key (the client id, or the client id and field where a row has several dates):
 * what is typed in date cells and not saved yet, or each cell's message.
 */
export type RowTexts = Readonly<Record<string, string>>;
export type DateEdits = RowTexts;

/** The cell shows what is being typed, else the stored date as DD/MM/YYYY. */
export function dateCellText(edits: DateEdits, clientId: string, stored: string | null): string {
  return edits[clientId] ?? formatDateFr(storedDay(stored));
}

export function withRowText(texts: RowTexts, clientId: string, text: string): RowTexts {
  return { ...texts, [clientId]: text };
}

export function withoutRowText(texts: RowTexts, clientId: string): RowTexts {
  if (!(clientId in texts)) return texts;
  const { [clientId]: _dropped, ...rest } = texts;
  return rest;
}
