import { isBankChangeDone, type BankChangeRow } from '../../../../shared/bank-changes.ts';
import { inPortfolio } from '../../../entities/client/list/lib/portfolio.ts';

/**
 * The server counts too (inProgress); this count follows the optimistic status changes at once,
 * with the same rule (a change is done once its four items are terminé).
 */
export function countInProgress(changes: readonly BankChangeRow[]): number {
  return changes.reduce((count, change) => (isBankChangeDone(change) ? count : count + 1), 0);
}

/** The changes in progress first, then the done ones, each group in the server's order (newest first). */
export function orderBankChanges(changes: readonly BankChangeRow[]): BankChangeRow[] {
  const inProgress = changes.filter((change) => !isBankChangeDone(change));
  const done = changes.filter(isBankChangeDone);
  return [...inProgress, ...done];
}

/** '3 changement(s) de banque en cours', the SPEC's wording. */
export function inProgressText(count: number): string {
  return `${new Intl.NumberFormat('fr-FR').format(count)} changement(s) de banque en cours`;
}

/** The changes of the portfolio's clients; a change whose client was deleted belongs to no portfolio. */
export function inBankPortfolio(
  changes: readonly BankChangeRow[],
  clientIds: ReadonlySet<string> | undefined,
): readonly BankChangeRow[] {
  return inPortfolio(changes, clientIds, (change) => change.clientId ?? '');
}
