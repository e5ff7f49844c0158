import { toIsoDate } from '../calendar.ts';
import { postponeToBusinessDay } from '../business-days.ts';
import { creationYear } from '../exercises.ts';
import { acomptePeriod } from '../periods.ts';
import { obligation, type ObligationRule } from '../rule.ts';

// CVAE acomptes (CGI art. 1679 septies): 15 June and 15 September, due when the previous year's
// CVAE exceeded 1,500 € (the profile's `cvae`), hence none in the creation year. The CVAE is being
// phased out: the loi de finances pour 2025 moved its end to 2030, so the rule stops with 2029's
// acomptes; each new loi de finances may move that again.

export const cvaeAcompteRule: ObligationRule = {
  kind: 'cvae_acompte',
  years: { from: 2026, to: 2029 },
  whyNotApplicable: (profile) => (profile.cvae === 'oui' ? null : 'Acomptes de CVAE : seulement si le client y est assujetti (« CVAE : oui »)'),
  candidates: ({ profile, firstYear, lastYear }) => {
    const created = creationYear(profile);
    const found = [];
    for (let year = created === null ? firstYear : Math.max(firstYear, created + 1); year <= lastYear; year += 1) {
      for (const [rank, month] of [[1, 6], [2, 9]] as const) {
        found.push(
          obligation({
            kind: 'cvae_acompte',
            period: acomptePeriod(year, rank),
            label: `Acompte CVAE n°${rank} — ${year}`,
            dueDate: postponeToBusinessDay(toIsoDate({ year, month, day: 15 })),
          }),
        );
      }
    }
    return found;
  },
};
