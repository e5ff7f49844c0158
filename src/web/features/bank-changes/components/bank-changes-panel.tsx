import { usePrefetchQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { AUTHORIZATION_MESSAGES } from '../../../../shared/authorizations.ts';
import { type BankChangeRow, type BankChangeStatus, type BankChangeStatusField } from '../../../../shared/bank-changes.ts';
import type { PortfolioSearch } from '../../../entities/client/list/lib/portfolio.ts';
import { ListQueryState } from '../../../entities/client/list/list-query-state.tsx';
import { PortfolioFilter } from '../../../entities/client/list/portfolio-filter.tsx';
import type { Portfolio } from '../../../entities/client/list/use-portfolio.ts';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { getClientsQueryOptions } from '../../../entities/client/clients-query.ts';
import { useDeleteBankChange } from '../api/delete-bank-change.ts';
import { useBankChanges } from '../api/get-bank-changes.ts';
import { usePendingBankChangeUpdates, useUpdateBankChange } from '../api/update-bank-change.ts';
import { inBankPortfolio, orderBankChanges } from '../lib/bank-change-progress.ts';
import { BANK_CHANGES_EXPORT_NAME, buildBankChangesCsv } from '../lib/export-rows.ts';
import { BankChangeCard } from './bank-change-card.tsx';
import { NewBankChangeDialog } from './new-bank-change-dialog.tsx';

const DELETE_FAILED = 'Erreur lors de la suppression';

type BankChangesPanelProps = {
  portfolio: Portfolio;
  portfolioSearch: PortfolioSearch;
  onPortfolioChange: (changes: PortfolioSearch) => void;
};

/** The changement de banque tab: a card per change of the portfolio, the ones in progress first. */
export function BankChangesPanel({ portfolio, portfolioSearch, onPortfolioChange }: BankChangesPanelProps) {
  const query = useBankChanges();
  // The modal picks among the active clients: have them ready before it opens.
  usePrefetchQuery(getClientsQueryOptions());
  const changes = useMemo(
    () => orderBankChanges(inBankPortfolio(query.data?.changes ?? [], portfolio.clientIds)),
    [query.data, portfolio.clientIds],
  );
  const pending = usePendingBankChangeUpdates();
  const [messages, setMessages] = useState<Readonly<Record<string, string>>>({});
  const update = useUpdateBankChange({
    onError: ({ id }) => setMessages((current) => ({ ...current, [id]: AUTHORIZATION_MESSAGES.updateFailed })),
  });
  const remove = useDeleteBankChange();
  const [toDelete, setToDelete] = useState<BankChangeRow | null>(null);

  const handleStatusChange = (change: BankChangeRow, field: BankChangeStatusField, status: BankChangeStatus) => {
    setMessages(({ [change.id]: _dropped, ...rest }) => rest);
    update.mutate({ id: change.id, field, status });
  };

  const closeDelete = () => {
    remove.reset();
    setToDelete(null);
  };

  return (
    <section aria-label="Changements de banque" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div role="search" aria-label="Filtrer les changements de banque" className="flex flex-wrap items-center gap-3">
          <PortfolioFilter search={portfolioSearch} onChange={onPortfolioChange} />
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          <ExportCsvButton
            name={BANK_CHANGES_EXPORT_NAME}
            disabled={query.data === undefined || portfolio.isPending}
            onBuild={() => buildBankChangesCsv(changes)}
          />
          <NewBankChangeDialog />
        </div>
      </div>
      <ListQueryState query={query} portfolio={portfolio} loadingText="Chargement des changements de banque…">
        {changes.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
            Aucun changement de banque en cours
          </p>
        ) : (
          <div className="grid gap-3 2xl:grid-cols-2">
            {changes.map((change) => (
              <BankChangeCard
                key={change.id}
                change={change}
                pending={pending}
                message={messages[change.id]}
                onStatusChange={handleStatusChange}
                onDelete={setToDelete}
              />
            ))}
          </div>
        )}
      </ListQueryState>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : closeDelete())}
        title="Êtes-vous sûr de vouloir supprimer ce changement de banque ?"
        description={toDelete ? `${toDelete.clientName} → ${toDelete.newBankName}` : undefined}
        confirmLabel="Supprimer"
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSuccess: closeDelete });
        }}
        pending={remove.isPending}
        error={remove.isError ? DELETE_FAILED : undefined}
      />
    </section>
  );
}
