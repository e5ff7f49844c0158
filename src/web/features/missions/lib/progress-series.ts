import { formatDateFr } from '../../../../shared/dates.ts';
import type { Progress } from '../../../../shared/missions/api.ts';

/** One week of the campaign: its number since the opening, and per stage the share (in %) past it, this year and last year then. */
export type ProgressPoint = {
  week: number;
  /** « Semaine 3 (du 19/01/2026) ». */
  label: string;
  current: number[];
  /** Last year's campaign at the same week since its opening (its last week's once it had ended); null without one. */
  previous: (number | null)[] | null;
};

const percent = (share: number) => Math.round(share * 1000) / 10;

/**
 * The chart's and its table's rows: this year's weeks since the campaign opened, each beside last
 * year's campaign at the same week since its own opening (the server aligns them so), until this
 * year's last week: « where were we at this point last year ».
 */
export function progressSeries(progress: Progress): ProgressPoint[] {
  const previous = progress.previous?.weeks ?? null;
  return progress.current.weeks.map((week, index) => {
    const then = previous ? (previous[index] ?? previous.at(-1)) : undefined;
    return {
      week: index + 1,
      label: `Semaine ${index + 1} (du ${formatDateFr(week.weekStart)})`,
      current: week.shares.map(percent),
      previous: previous === null ? null : week.shares.map((_, stage) => {
        const share = then?.shares[stage];
        return share === undefined ? null : percent(share);
      }),
    };
  });
}

const percentFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 12.5 → « 12,5 % »; « — » for no figure. */
export const formatPercent = (value: number | null) => (value === null ? '—' : `${percentFormat.format(value)} %`);
