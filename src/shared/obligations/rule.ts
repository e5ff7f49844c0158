import type { IsoDate } from './calendar.ts';
import type { Obligation, ObligationKind } from './kinds.ts';
import type { ObligationProfile } from './obligation-profile.ts';

/**
 * The years of the due dates a rule was written and checked for. `to: null` says no end is
 * known yet (the rule is assumed to hold until a law changes it); a known end is a number.
 */
export type YearRange = { from: number; to: number | null };

export const inYearRange = (range: YearRange, year: number) => year >= range.from && (range.to === null || year <= range.to);

export type RuleContext = {
  profile: ObligationProfile;
  /** The window's first and last years; a rule enumerates periods around them, derive keeps those due inside the window. */
  firstYear: number;
  lastYear: number;
};

export type ObligationRule = {
  kind: ObligationKind;
  years: YearRange;
  /** Null when this kind can concern the profile, else why not, in French (the consistency check shows it). */
  whyNotApplicable: (profile: ObligationProfile) => string | null;
  candidates: (context: RuleContext) => Obligation[];
};

export type Estimation = Pick<Obligation, 'estimated' | 'estimateNote'>;

/** « estimée : vérifier l'initiale et le code postal » from the things to check; anything to check makes it estimated. */
export function estimation(toCheck: readonly string[], estimated = false): Estimation {
  if (toCheck.length === 0) return { estimated };
  const last = toCheck[toCheck.length - 1];
  const list = toCheck.length === 1 ? last : `${toCheck.slice(0, -1).join(', ')} et ${last}`;
  return { estimated: true, estimateNote: `estimée : vérifier ${list}` };
}

/** The obligation, with only the optional fields that have a value. */
export function obligation(fields: {
  kind: ObligationKind;
  period: string;
  label: string;
  dueDate: IsoDate;
  /** True when the date is estimated even though nothing in particular is missing. */
  estimated?: boolean;
  toCheck?: readonly string[];
  toleranceDate?: IsoDate;
}): Obligation {
  const { toCheck = [], estimated = false, toleranceDate, ...rest } = fields;
  return { ...rest, ...estimation(toCheck, estimated), ...(toleranceDate ? { toleranceDate } : {}) };
}
