import { useBankChanges } from '../api/get-bank-changes.ts';
import { countInProgress, inBankPortfolio, inProgressText } from '../lib/bank-change-progress.ts';

/** « 3 changement(s) de banque en cours », the portfolio's: the Banque page's subtitle on this tab. */
export function BankChangesInProgress({ clientIds }: { clientIds: ReadonlySet<string> | undefined }) {
  const changes = useBankChanges().data?.changes;
  return changes ? inProgressText(countInProgress(inBankPortfolio(changes, clientIds))) : '\u00a0';
}
