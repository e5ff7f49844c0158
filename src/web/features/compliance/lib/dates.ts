import { parseAuthorizationDate } from '../../../../shared/authorizations.ts';

const DATE_REQUIRED = 'Date obligatoire (JJ/MM/AAAA)';

/** A date that must be given, typed JJ/MM/AAAA (the rule of every date of the lists): AAAA-MM-JJ or a French message. */
export function readRequiredDate(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const parsed = parseAuthorizationDate(text);
  if (!parsed.ok) return parsed;
  return parsed.iso === null ? { ok: false, message: DATE_REQUIRED } : { ok: true, value: parsed.iso };
}
