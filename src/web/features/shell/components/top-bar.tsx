import type { ReactNode } from 'react';

import { GlobalSearch } from './global-search.tsx';

type TopBarProps = {
  /** The notification bell, which the app layout brings from its own feature. */
  notifications?: ReactNode;
};

export function TopBar({ notifications }: TopBarProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-4 border-b border-border bg-surface px-6">
      <GlobalSearch />
      <div className="ml-auto flex items-center">{notifications}</div>
    </header>
  );
}
