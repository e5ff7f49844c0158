import { useDeferredValue, useMemo, useState } from 'react';
import { FilterX } from 'lucide-react';

import type { Software, SoftwareClientRow } from '../../../../shared/software.ts';
import { ClientListToolbar } from '../../../entities/client/list/client-list-toolbar.tsx';
import { sortRows, type RowSort, type SortColumn } from '../../../entities/client/list/lib/client-rows.ts';
import { formatCount } from '../../../entities/client/list/lib/format-count.ts';
import { inPortfolio, type PortfolioSearch } from '../../../entities/client/list/lib/portfolio.ts';
import { ListQueryState } from '../../../entities/client/list/list-query-state.tsx';
import type { Portfolio } from '../../../entities/client/list/use-portfolio.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSoftwareClients } from '../api/get-software-clients.ts';
import { useUpdateClientSoftware } from '../api/update-client-software.ts';
import { filterClients } from '../client-search.ts';
import { ActiveClientsTable } from './active-clients-table.tsx';

const clientIdOf = (row: SoftwareClientRow) => row.clientId;

type ActiveClientsSectionProps = {
  software: Software[];
  /** The software whose card is pressed, if any. */
  filterSoftware: Software | undefined;
  search: string;
  onSearchChange: (value: string) => void;
  onClearFilter: () => void;
  portfolio: Portfolio;
  portfolioSearch: PortfolioSearch;
  onPortfolioChange: (changes: PortfolioSearch) => void;
  sort: RowSort;
  onSort: (column: SortColumn) => void;
};

/** The search box and the table of active clients (the page's own list), each with its software select. */
export function ActiveClientsSection({
  software,
  filterSoftware,
  search,
  onSearchChange,
  onClearFilter,
  portfolio,
  portfolioSearch,
  onPortfolioChange,
  sort,
  onSort,
}: ActiveClientsSectionProps) {
  const clientsQuery = useSoftwareClients();
  const [failedClient, setFailedClient] = useState<string>();
  const update = useUpdateClientSoftware({
    onError: (clientId) => {
      const name = clientsQuery.data?.rows.find((row) => row.clientId === clientId)?.raisonSociale;
      setFailedClient(name ?? '');
    },
  });

  // Active clients only: the server sends no other.
  const allClients = clientsQuery.data?.rows;
  const activeClients = useMemo(() => inPortfolio(allClients ?? [], portfolio.clientIds, clientIdOf), [allClients, portfolio.clientIds]);
  // Typing stays instant; the 40,000-row filter follows a frame later if it must.
  const deferredSearch = useDeferredValue(search);
  const rows = useMemo(
    () => sortRows(filterClients(activeClients, { softwareId: filterSoftware?.id, query: deferredSearch }), sort),
    [activeClients, filterSoftware?.id, deferredSearch, sort],
  );

  const handleChangeSoftware = (client: SoftwareClientRow, softwareId: string | null) => {
    setFailedClient(undefined);
    update.mutate({ clientId: client.clientId, softwareId });
  };

  return (
    <section aria-label="Clients actifs" className="grid gap-3">
      <ClientListToolbar
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder="Rechercher par nom ou SIRET..."
        portfolio={portfolioSearch}
        onPortfolioChange={onPortfolioChange}
        summary={
          allClients && !portfolio.isPending
            ? `${formatCount(rows.length, 'client actif', 'clients actifs')}${filterSoftware ? ` sous ${filterSoftware.name}` : ''}`
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
      <ListQueryState query={clientsQuery} portfolio={portfolio} loadingText="Chargement des clients…">
        <ActiveClientsTable rows={rows} software={software} onChangeSoftware={handleChangeSoftware} sort={sort} onSort={onSort} />
      </ListQueryState>
    </section>
  );
}
