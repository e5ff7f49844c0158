import { useMemo } from 'react';

import type { PortfolioSearch } from '../../entities/client/list/lib/portfolio.ts';
import { usePagedClientList } from '../../entities/client/list/use-paged-client-list.ts';
import { usePortfolio } from '../../entities/client/list/use-portfolio.ts';
import type { Software, SoftwareClientRow } from '../../../shared/software.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useIsAdmin } from '../../entities/user/current-user.ts';
import { useSoftware } from '../../entities/software/software-query.ts';
import { SOFTWARE_CLIENTS_PATH, softwareClientPagesPrefix } from './api/get-software-clients.ts';
import { ActiveClientsSection } from './components/active-clients-section.tsx';
import { ManageSoftwareDialog } from './components/manage-software-dialog.tsx';
import { SoftwareCards } from './components/software-cards.tsx';
import { useSoftwareFilters } from './use-software-filters.ts';

const NO_SOFTWARE: Software[] = [];
// The list is paged on the server, which narrows it to the portfolio itself: the portfolio's
// client ids are not fetched.
const EVERY_CLIENT: PortfolioSearch = {};

/** Logiciels: a card per software (a filter), then the active clients and their software. */
export function SoftwarePage() {
  const isAdmin = useIsAdmin();
  const softwareQuery = useSoftware();
  const software = softwareQuery.data ?? NO_SOFTWARE;
  const softwareIds = useMemo(() => software.map((item) => item.id), [software]);
  const { filters, setFilters } = useSoftwareFilters();
  const portfolio = usePortfolio(EVERY_CLIENT);
  // A filter naming a software that no longer exists (deleted, stale link) is ignored; until the
  // software are known it is sent as the URL names it, the request the route's prefetch started.
  const filterSoftware = software.find((item) => item.id === filters.logiciel);
  const list = usePagedClientList<SoftwareClientRow, string>({
    view: { filters, onFiltersChange: setFilters, portfolio },
    // The tiles are the cards: one per software, by id.
    statuses: softwareIds,
    path: SOFTWARE_CLIENTS_PATH,
    prefix: softwareClientPagesPrefix,
    own: { software: softwareQuery.data ? filterSoftware?.id : filters.logiciel },
  });
  // With a portfolio, each card counts that portfolio's active clients, the tiles of the list below
  // (the server counts the firm's clients of every status).
  const portfolioChosen = filters.mes !== undefined || filters.collaborateur !== undefined;
  const loaded = list.query.data !== undefined;
  const { counts } = list;
  const cards = useMemo(
    () => (portfolioChosen && loaded ? software.map((item) => ({ ...item, clientCount: counts[item.id] ?? 0 })) : software),
    [software, portfolioChosen, loaded, counts],
  );

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
          onToggle={(id) => setFilters({ logiciel: id === filterSoftware?.id ? undefined : id }, false)}
        />
      )}
      <ActiveClientsSection
        list={list}
        software={software}
        filterSoftware={filterSoftware}
        onClearFilter={() => setFilters({ logiciel: undefined }, false)}
      />
    </div>
  );
}
