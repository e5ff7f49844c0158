import { shiftMonth, toIsoDate, lastDayOfMonth } from '../calendar.ts';
import { postponeToBusinessDay } from '../business-days.ts';
import { monthLabel, monthPeriod, monthsOf } from '../periods.ts';
import { obligation, type ObligationRule } from '../rule.ts';

// Déclaration sociale nominative (Code de la sécurité sociale, art. R133-14; net-entreprises.fr):
// the month M's DSN is due on the 5th of M+1 for employers of 50 or more, on the 15th otherwise,
// moved to the next business day when that day is not one.

export const dsnRule: ObligationRule = {
  kind: 'dsn',
  years: { from: 2026, to: null },
  whyNotApplicable: (profile) => (profile.employeur === 'non' ? 'Seulement pour un client employeur' : null),
  candidates: ({ profile, firstYear, lastYear }) => {
    const day = profile.employeur === 'plus_50' ? 5 : 15;
    return monthsOf(firstYear - 1, lastYear)
      .filter(({ year, month }) => !profile.dateCreation || lastDayOfMonth(year, month) >= profile.dateCreation)
      .map(({ year, month }) =>
        obligation({
          kind: 'dsn',
          period: monthPeriod(year, month),
          label: `DSN — ${monthLabel(year, month)}`,
          dueDate: postponeToBusinessDay(toIsoDate({ ...shiftMonth(year, month, 1), day })),
        }),
      );
  },
};
