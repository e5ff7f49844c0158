import { MISSION_LIMITS } from '../../../../shared/missions/api.ts';

const hoursFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** '12,5' or '12.5' → 12.5, '' → null; undefined when it is no budget (a word, a negative, too many hours). */
export function readBudget(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const hours = Number(trimmed);
  return hours <= MISSION_LIMITS.budgetHours ? hours : undefined;
}

/** 12.5 → '12,5'. */
export const formatHours = (hours: number) => hoursFormat.format(hours);
