import { useState } from 'react';
import { FilterX } from 'lucide-react';

import type { Software, SoftwareClientRow } from '../../../../shared/software.ts';
import type { ClientListState } from '../../../entities/client/list/client-list-state.ts';
import { ClientListToolbar } from '../../../entities/client/list/client-list-toolbar.tsx';
import { formatCount } from '../../../entities/client/list/lib/format-count.ts';
import { ListQueryState } from '../../../entities/client/list/list-query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateClientSoftware } from '../api/update-client-software.ts';
import { ActiveClientsTable } from './active-clients-table.tsx';

type ActiveClientsSectionProps = {
  /** The active clients, paged on the server (the card's software, search, portfolio and sort are its filters). */
  list: ClientListState<SoftwareClientRow, string>;
  software: Software[];
  /** The software whose card is pressed, if any. */
  filterSoftware: Software | undefined;
  onClearFilter: () => void;
};

/** The search box and the table of active clients (the page's own list), each with its software select. */
export function ActiveClientsSection({ list, software, filterSoftware, onClearFilter }: ActiveClientsSectionProps) {
  const [failedClient, setFailedClient] = useState<string>();
  const update = useUpdateClientSoftware({
    onError: (clientId) => {
      const name = list.rows.find((row) => row.clientId === clientId)?.raisonSociale;
      setFailedClient(name ?? '');
    },
  });

  const handleChangeSoftware = (client: SoftwareClientRow, softwareId: string | null) => {
    setFailedClient(undefined);
    update.mutate({ clientId: client.clientId, softwareId });
  };

  return (
    <section aria-label="Clients actifs" className="grid gap-3">
      <ClientListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Rechercher par nom ou SIRET..."
        portfolio={list.view.filters}
        onPortfolioChange={list.handlePortfolio}
        summary={
          list.query.data
            ? `${formatCount(list.paged.total, 'client actif', 'clients actifs')}${filterSoftware ? ` sous ${filterSoftware.name}` : ''}`
            : ''
        }
        actions={
          filterSoftware ? (
            <Button size="sm" variant="ghost" onClick={onClearFilter}>
              <FilterX aria-hidden="true" />
              Tous les logiciels
            </Button>
          ) : null
        }
      />
      {failedClient !== undefined ? (
        <Alert>
          Erreur lors de la sauvegarde
          {failedClient ? ` : le logiciel de « ${failedClient} » n’a pas été modifié.` : '.'} Réessayez dans un instant.
        </Alert>
      ) : null}
      <ListQueryState query={list.query} portfolio={list.view.portfolio} loadingText="Chargement des clients…">
        <ActiveClientsTable
          rows={list.rows}
          software={software}
          onChangeSoftware={handleChangeSoftware}
          sort={list.sort}
          onSort={list.handleSort}
          onNearEnd={list.paged.handleNearEnd}
          rowCount={list.paged.total}
        />
      </ListQueryState>
    </section>
  );
}
