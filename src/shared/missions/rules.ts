import { z } from 'zod';
import { addDays, addMonths } from '../obligations/calendar.ts';
import type { IsoDate } from '../obligations/calendar.ts';

// A stage's target date is a rule, kept with the template, and each mission's dates are computed
// from it: from the exercise's closing date, from one of the client's échéances (the obligations
// engine's dates for that exercise), or from the previous stage. See docs/missions.md.

export const RULE_UNITS = ['days', 'months'] as const;
export type RuleUnit = (typeof RULE_UNITS)[number];

/** The échéances a stage may be tied to: those of an exercise, keyed by the closing year. */
export const RULE_OBLIGATION_KINDS = ['liasse', 'is_solde', 'approbation', 'depot_comptes'] as const;
export type RuleObligationKind = (typeof RULE_OBLIGATION_KINDS)[number];
export const RULE_OBLIGATION_LABELS: Record<RuleObligationKind, string> = {
  liasse: 'liasse fiscale',
  is_solde: 'solde IS (2572)',
  approbation: 'approbation des comptes',
  depot_comptes: 'dépôt des comptes',
};

/** The longest delay a rule may state: two years, in days or months. */
export const RULE_MAX_DAYS = 730;
export const RULE_MAX_MONTHS = 24;

const delay = {
  amount: z.number().int({ error: 'Un nombre entier est attendu' }).min(0, { error: 'Le délai ne peut pas être négatif' }),
  unit: z.enum(RULE_UNITS, { error: 'Unité inconnue (jours ou mois)' }),
  /**
   * The same delay when the mission is filed online, where the law gives longer (the dépôt des
   * comptes: one month after the approval, two when filed online, Code de commerce L.232-22 and L.232-23).
   */
  onlineAmount: z.number().int().min(0).optional(),
};
const inRange = (v: { amount: number; unit: RuleUnit; onlineAmount?: number }) => {
  const max = v.unit === 'days' ? RULE_MAX_DAYS : RULE_MAX_MONTHS;
  return v.amount <= max && (v.onlineAmount === undefined || v.onlineAmount <= max);
};
const rangeMessage = { error: `Le délai est de ${RULE_MAX_DAYS} jours ou ${RULE_MAX_MONTHS} mois au plus` };

export const stageRuleSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('after_closing'), ...delay }).refine(inRange, rangeMessage),
    z.strictObject({ type: z.literal('after_previous'), ...delay }).refine(inRange, rangeMessage),
    z.strictObject({ type: z.literal('obligation'), kind: z.enum(RULE_OBLIGATION_KINDS, { error: 'Échéance inconnue' }) }),
    z.strictObject({ type: z.literal('none') }),
  ],
  { error: 'Règle de date inconnue' },
);
export type StageRule = z.infer<typeof stageRuleSchema>;

const amountText = (amount: number, unit: RuleUnit) =>
  unit === 'days' ? `${amount} jour${amount > 1 ? 's' : ''}` : `${amount} mois`;

/** The rule in French, as the template editor and the table's column header say it. */
export function describeRule(rule: StageRule): string {
  switch (rule.type) {
    case 'after_closing':
      return `Clôture + ${amountText(rule.amount, rule.unit)}${rule.onlineAmount === undefined ? '' : ` (${amountText(rule.onlineAmount, rule.unit)} en ligne)`}`;
    case 'after_previous':
      return `Étape précédente + ${amountText(rule.amount, rule.unit)}${rule.onlineAmount === undefined ? '' : ` (${amountText(rule.onlineAmount, rule.unit)} en ligne)`}`;
    case 'obligation':
      return `Échéance du client : ${RULE_OBLIGATION_LABELS[rule.kind]}`;
    case 'none':
      return 'Sans date cible';
  }
}

export type RuleContext = {
  /** The exercise's closing date (a ponctuelle mission's reference date). */
  closingDate: IsoDate;
  /** The previous stage's done date, else its target date; null for the first stage or when it has neither. */
  previousDate: IsoDate | null;
  /** The client's échéances of this exercise (period = the closing year), by kind, when it has them. */
  obligations: Partial<Record<RuleObligationKind, IsoDate>>;
  onlineFiling: boolean;
};

const shift = (from: IsoDate, amount: number, unit: RuleUnit) => (unit === 'days' ? addDays(from, amount) : addMonths(from, amount));

/**
 * A stage's target date; null when the rule has none or rests on what the client lacks (an
 * échéance it does not have, e.g. no approbation for an entrepreneur individuel).
 */
export function targetDate(rule: StageRule, context: RuleContext): IsoDate | null {
  switch (rule.type) {
    case 'after_closing':
    case 'after_previous': {
      const from = rule.type === 'after_closing' ? context.closingDate : context.previousDate;
      if (from === null) return null;
      const amount = context.onlineFiling && rule.onlineAmount !== undefined ? rule.onlineAmount : rule.amount;
      return shift(from, amount, rule.unit);
    }
    case 'obligation':
      return context.obligations[rule.kind] ?? null;
    case 'none':
      return null;
  }
}

/** Every stage's target date in order: each « after the previous stage » reads the one before it. */
export function targetDates(
  stages: readonly { rule: StageRule; doneAt: IsoDate | null }[],
  context: Omit<RuleContext, 'previousDate'>,
): (IsoDate | null)[] {
  const dates: (IsoDate | null)[] = [];
  let previousDate: IsoDate | null = null;
  for (const stage of stages) {
    const target = targetDate(stage.rule, { ...context, previousDate });
    dates.push(target);
    previousDate = stage.doneAt ?? target;
  }
  return dates;
}
