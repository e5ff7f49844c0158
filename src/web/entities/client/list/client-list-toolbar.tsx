import type { ReactNode } from 'react';

import { ClientSearchBox } from './client-search-box.tsx';
import type { PortfolioSearch } from './lib/portfolio.ts';
import { PortfolioFilter } from './portfolio-filter.tsx';

type ClientListToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  /** The search box's hint; the client lists' own by default. */
  searchPlaceholder?: string;
  portfolio: PortfolioSearch;
  onPortfolioChange: (changes: PortfolioSearch) => void;
  /** The list's counter ('12 clients'), as filtered. */
  summary: ReactNode;
  /** The list's own filters (a status dropdown), after the portfolio. */
  children?: ReactNode;
  /** At the far end (Suivi's 'Ajouter année'). */
  actions?: ReactNode;
};

/** The search box, the portfolio filter, the list's own filters and its counter. */
export function ClientListToolbar({
  search,
  onSearchChange,
  searchPlaceholder,
  portfolio,
  onPortfolioChange,
  summary,
  children,
  actions,
}: ClientListToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="search" aria-label="Filtrer les clients" className="flex flex-1 flex-wrap items-center gap-3">
        <ClientSearchBox value={search} onChange={onSearchChange} placeholder={searchPlaceholder} />
        <PortfolioFilter search={portfolio} onChange={onPortfolioChange} />
        {children}
        <p role="status" className="ml-auto text-sm text-muted-foreground">
          {summary}
        </p>
      </div>
      {actions}
    </div>
  );
}
