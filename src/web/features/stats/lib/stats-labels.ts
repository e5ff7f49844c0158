import type { ClassificationShare } from '../../../../shared/stats.ts';
import { formatNumber, UNCLASSIFIED_LABEL } from '../../../../shared/stats.ts';

export const classificationLabel = (share: Pick<ClassificationShare, 'classification'>) => share.classification ?? UNCLASSIFIED_LABEL;

/** '0 tâche', '1 tâche', '1 234 tâches' (French keeps 0 and 1 singular). */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count > 1 ? plural : singular}`;
}

/** The initial shown in a user's badge. */
export const initialOf = (fullName: string) => fullName.trim().charAt(0).toLocaleUpperCase('fr-FR') || '?';

const frenchOrder = new Intl.Collator('fr-FR', { sensitivity: 'base' });

/** By name as a French reader expects ('Élise' between 'Cédric' and 'Fanny'), whatever the database's collation. */
export function sortByName<T extends { fullName: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => frenchOrder.compare(a.fullName, b.fullName));
}
