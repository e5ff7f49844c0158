import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { FilterX } from 'lucide-react';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { getClientsQueryOptions } from '../../../lib/clients-query.ts';
import { useUpdateClientSoftware } from '../api/update-client-software.ts';
import { filterClients } from '../client-search.ts';
import { formatCount } from '../format-count.ts';
import { ActiveClientsTable } from './active-clients-table.tsx';
import { ClientsSearchBox } from './clients-search-box.tsx';

type ActiveClientsSectionProps = {
  software: Software[];
  /** The software whose card is pressed, if any. */
  filterSoftware: Software | undefined;
  search: string;
  onSearchChange: (value: string) => void;
  onClearFilter: () => void;
};

/** The search box and the table of active clients, each with its software select. */
export function ActiveClientsSection({
  software,
  filterSoftware,
  search,
  onSearchChange,
  onClearFilter,
}: ActiveClientsSectionProps) {
  const clientsQuery = useQuery(getClientsQueryOptions());
  const [failedClient, setFailedClient] = useState<string>();
  const update = useUpdateClientSoftware({
    onError: (clientId) => {
      const name = clientsQuery.data?.clients.find((client) => client.id === clientId)?.raisonSociale;
      setFailedClient(name ?? '');
    },
  });

  const allClients = clientsQuery.data?.clients;
  const activeClients = useMemo(
    () => (allClients ?? []).filter((client) => client.status === 'actif'),
    [allClients],
  );
  // Typing stays instant; the 10,000-row filter follows a frame later if it must.
  const deferredSearch = useDeferredValue(search);
  const rows = useMemo(
    () => filterClients(activeClients, { softwareId: filterSoftware?.id, query: deferredSearch }),
    [activeClients, filterSoftware?.id, deferredSearch],
  );

  const handleChangeSoftware = (client: ClientRow, softwareId: string | null) => {
    setFailedClient(undefined);
    update.mutate({ clientId: client.id, softwareId });
  };

  return (
    <section aria-label="Clients actifs" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ClientsSearchBox value={search} onChange={onSearchChange} />
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          {allClients ? (
            <p role="status">
              {formatCount(rows.length, 'client actif', 'clients actifs')}
              {filterSoftware ? ` sous ${filterSoftware.name}` : ''}
            </p>
          ) : null}
          {filterSoftware ? (
            <Button size="sm" variant="ghost" onClick={onClearFilter}>
              <FilterX aria-hidden="true" />
              Tous les logiciels
            </Button>
          ) : null}
        </div>
      </div>
      {failedClient !== undefined ? (
        <Alert>
          Erreur lors de la sauvegarde
          {failedClient ? ` : le logiciel de « ${failedClient} » n’a pas été modifié.` : '.'} Réessayez dans un instant.
        </Alert>
      ) : null}
      {clientsQuery.isPending ? (
        <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
          <Spinner /> Chargement des clients…
        </p>
      ) : clientsQuery.isError && !allClients ? (
        <Alert>
          {errorMessage(clientsQuery.error)}{' '}
          <Button variant="link" size="inline" onClick={() => void clientsQuery.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <ActiveClientsTable rows={rows} software={software} onChangeSoftware={handleChangeSoftware} />
      )}
    </section>
  );
}
