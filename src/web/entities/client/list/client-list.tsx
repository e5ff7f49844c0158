import type { ReactNode } from 'react';

import { ClientListToolbar } from './client-list-toolbar.tsx';
import { formatCount } from './lib/format-count.ts';
import { ListQueryState } from './list-query-state.tsx';
import type { FollowUpStatus } from '../../follow-up/lib/status-tone.ts';
import { StatusTiles } from './status-tiles.tsx';
import type { ClientListState } from './client-list-state.ts';

type ClientListProps<R, S extends FollowUpStatus> = {
  list: ClientListState<R, S>;
  loadingText: string;
  /** The status tiles, when the list has a status to count. */
  tiles?: { label: string; statuses: readonly S[]; labels: Record<S, string>; caption?: string };
  /** The list's own filters after the portfolio (a status dropdown). */
  filters?: ReactNode;
  /** At the toolbar's far end (Suivi's 'Ajouter année'). */
  actions?: ReactNode;
  /** The selection's bar (SelectionBar), between the toolbar and the table. */
  selectionBar?: ReactNode;
  /** The table. */
  children: ReactNode;
};

/**
 * A client list: status tiles and counter counting the portfolio's clients, the search box, the
 * portfolio filter, then the table once its data is there.
 */
export function ClientList<R, S extends FollowUpStatus>({
  list,
  loadingText,
  tiles,
  filters,
  actions,
  selectionBar,
  children,
}: ClientListProps<R, S>) {
  const { query, view } = list;
  const ready = query.data !== undefined && !view.portfolio.isPending;
  return (
    <>
      {tiles ? (
        <div className="grid gap-2">
          {tiles.caption ? <p className="text-sm text-muted-foreground">{tiles.caption}</p> : null}
          <StatusTiles
            label={tiles.label}
            statuses={tiles.statuses}
            labels={tiles.labels}
            counts={list.counts}
            selected={list.status}
            onToggle={list.handleStatusToggle}
          />
        </div>
      ) : null}
      <ClientListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        portfolio={view.filters}
        onPortfolioChange={list.handlePortfolio}
        summary={ready ? formatCount(list.paged.total, 'client', 'clients') : ''}
        actions={actions}
      >
        {filters}
      </ClientListToolbar>
      {selectionBar}
      <ListQueryState query={query} portfolio={view.portfolio} loadingText={loadingText}>
        {children}
      </ListQueryState>
    </>
  );
}
