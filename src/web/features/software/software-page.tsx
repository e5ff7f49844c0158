import { useCallback, useMemo } from 'react';

import { inPortfolio, type PortfolioSearch } from '../../entities/client/list/lib/portfolio.ts';
import { usePortfolio } from '../../entities/client/list/use-portfolio.ts';
import { nextSort } from '../../entities/client/list/lib/client-rows.ts';
import { sortFromSearch, sortToSearch } from '../../entities/client/list/lib/list-search.ts';
import type { Software } from '../../../shared/software.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useIsAdmin } from '../../entities/user/current-user.ts';
import { useSoftware } from '../../entities/software/software-query.ts';
import { useSoftwareClients } from './api/get-software-clients.ts';
import { countBySoftware } from './client-search.ts';
import { ActiveClientsSection } from './components/active-clients-section.tsx';
import { ManageSoftwareDialog } from './components/manage-software-dialog.tsx';
import { SoftwareCards } from './components/software-cards.tsx';
import { useDebouncedUrlText } from '../../lib/use-debounced-url-text.ts';
import { useSoftwareFilters } from './use-software-filters.ts';

const NO_SOFTWARE: Software[] = [];

/** Logiciels: a card per software (a filter), then the active clients and their software. */
export function SoftwarePage() {
  const isAdmin = useIsAdmin();
  const softwareQuery = useSoftware();
  const software = softwareQuery.data ?? NO_SOFTWARE;
  const { filters, setFilters } = useSoftwareFilters();
  const writeSearch = useCallback((q: string) => setFilters({ q }, { replace: true }), [setFilters]);
  const [search, setSearch] = useDebouncedUrlText(filters.q, writeSearch);
  const portfolio = usePortfolio(filters);
  const rows = useSoftwareClients().data?.rows;
  // With a portfolio, each card counts that portfolio's active clients, the rows of the table below
  // (the server counts the firm's clients of every status).
  const cards = useMemo(() => {
    if (!portfolio.clientIds || !rows) return software;
    const counts = countBySoftware(inPortfolio(rows, portfolio.clientIds, (row) => row.clientId));
    return software.map((item) => ({ ...item, clientCount: counts.get(item.id) ?? 0 }));
  }, [software, rows, portfolio.clientIds]);
  const handlePortfolio = (changes: PortfolioSearch) => setFilters(changes, { replace: false });
  // A filter naming a software that no longer exists (deleted, stale link) is ignored.
  const filterSoftware = software.find((item) => item.id === filters.logiciel);
  const sort = sortFromSearch(filters);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading />
        {isAdmin && softwareQuery.data ? <ManageSoftwareDialog software={software} /> : null}
      </div>
      {softwareQuery.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Chargement des logiciels…
        </p>
      ) : softwareQuery.isError && !softwareQuery.data ? (
        <Alert>{errorMessage(softwareQuery.error)}</Alert>
      ) : (
        <SoftwareCards
          software={cards}
          selectedId={filterSoftware?.id}
          onToggle={(id) => setFilters({ logiciel: id === filterSoftware?.id ? undefined : id }, { replace: false })}
        />
      )}
      <ActiveClientsSection
        software={software}
        filterSoftware={filterSoftware}
        search={search}
        onSearchChange={setSearch}
        onClearFilter={() => setFilters({ logiciel: undefined }, { replace: false })}
        portfolio={portfolio}
        portfolioSearch={filters}
        onPortfolioChange={handlePortfolio}
        sort={sort}
        onSort={(column) => setFilters(sortToSearch(nextSort(sort, column)), { replace: true })}
      />
    </div>
  );
}
